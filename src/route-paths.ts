// URL paths and file names derived from a route or a quiz, shared by the pages, the route table
// and the build (which writes the files these paths name).

export function themedPath(slug: string): string {
  return `/tests/${slug}`;
}

/** Size of every share card (Open Graph image), in pixels. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The share card of a quiz in a language with cards (src/domain/card-languages.ts). */
export function quizCardPath(language: string, slug: string): string {
  return `/og/${language}/${slug}.png`;
}

/** The share card of one score of a quiz: `score` is an integer from 0 to the quiz's question count. */
export function scoreCardPath(language: string, slug: string, score: number): string {
  return `/og/${language}/${slug}/${score}.png`;
}

/** The site's share card, for pages that have none of their own. */
export function defaultCardPath(language: string): string {
  return `/og/${language}/default.png`;
}

/** Where the build writes a route's prerendered HTML, relative to dist/client. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
