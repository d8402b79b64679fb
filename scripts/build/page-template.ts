// The page shell of every prerendered page: index.html (the same file the development server
// serves) with the page's language, the site's stylesheet inlined, and two places a page fills,
// its head tags (with the tag that loads its scripts) and its body. The client build starts from
// the entry module, not from index.html, so the shell is read as written, never as Vite rewrote it.

const ROOT_ELEMENT = '<html lang="en">';
/** The display face's Latin file (src/styles.css), as Vite named it: every page uses it in its first paint. */
const DISPLAY_FONT =
  /url\(["']?(\/assets\/bricolage-grotesque-latin-800-normal-[\w-]+\.woff2)["']?\)/;
const PLACES = ['<!--app-head-->', '<!--app-html-->'];

/**
 * The shell for pages in `language`, with `stylesheet` (the build's one CSS file, about 3 KB
 * compressed) inlined after the page's head tags: the first paint then waits for the HTML alone
 * instead of a second request, which matters most on a slow phone connection.
 */
export function pageTemplate(indexHtml: string, language: string, stylesheet: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT))
    throw new Error(
      `index.html must open with ${ROOT_ELEMENT}: the prerender sets each page's language there`,
    );
  if (indexHtml.includes('<script'))
    throw new Error(
      'index.html must hold no script: the prerendered pages load theirs through the app loader',
    );
  for (const place of PLACES)
    if (indexHtml.split(place).length !== 2)
      throw new Error(`index.html must contain ${place} exactly once`);
  if (stylesheet.toLowerCase().includes('</style'))
    throw new Error(
      'The stylesheet contains "</style", which would end its inlined <style> element',
    );
  // The display face's Latin file is preloaded, so the face is there within its short block period
  // (font-display: optional) and the first paint already uses it; fetched at a font's priority, it
  // never holds back that paint.
  const font = DISPLAY_FONT.exec(stylesheet)?.[1];
  const preload = font
    ? `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin />\n    `
    : '';
  return indexHtml
    .replace(ROOT_ELEMENT, `<html lang="${language}">`)
    .replace(
      '<!--app-head-->',
      () => `<!--app-head-->\n    ${preload}<style>${stylesheet}</style>`,
    );
}

/** The shell around a page: its head tags and the tag that loads its scripts in the head, its HTML in the root. */
export function pageHtml(
  template: string,
  page: { head: string; html: string },
  scriptTag: string,
): string {
  // Replaced by functions, so a `$` in the page is never read as a replacement pattern.
  return template
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-head-->', () => `${page.head}\n    ${scriptTag}`);
}
