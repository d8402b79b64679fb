// URL paths and file names derived from a route or a quiz, shared by the pages, the route table
// and the build (which writes the files these paths name).

export function themedPath(slug: string): string {
  return `/tests/${slug}`;
}

/** The Open Graph image of a quiz, or the site's default one. */
export function ogImagePath(slug?: string): string {
  return `/og/${slug ?? 'default'}.png`;
}

/** The score card of one result: the quiz's card with `score/total`, 1200x630. */
export function scoreCardPath(lang: string, slug: string, score: number): string {
  return `/og/${lang}/${slug}/${score}.png`;
}

/** A link to a quiz that carries a visitor's score, which the server answers with a per-score preview. */
export function scoreLinkPath(pagePath: string, score: number): string {
  return `${pagePath}?score=${score}`;
}

/** Where the build writes a route's prerendered HTML, relative to dist/client. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
