// URL paths and file names derived from a route or a quiz, shared by the pages, the route table
// and the build (which writes the files these paths name).

export function themedPath(slug: string): string {
  return `/tests/${slug}`;
}

/** The Open Graph image of a quiz, or the site's default one. */
export function ogImagePath(slug?: string): string {
  return `/og/${slug ?? 'default'}.png`;
}

/** Where the build writes a route's prerendered HTML, relative to dist/client. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
