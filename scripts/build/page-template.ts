// The page shell of every prerendered page: index.html (the same file the development server
// serves) with the page's language, the site's stylesheet inlined, and two places a route fills,
// its head tags (with the tag that loads its scripts) and its body. The client build starts from
// the entry module, not from index.html, so the shell is read as written, never as Vite rewrote it.
import type { RenderedPage } from '../../shared/renderer.js';

/** index.html around its two placeholders: the page's head tags and the page's body. */
export interface PageTemplate {
  beforeHead: string;
  betweenHeadAndBody: string;
  afterBody: string;
}

const ROOT_ELEMENT = '<html lang="en">';

/**
 * The shell for pages in `language`, with `stylesheet` (the build's one CSS file, about 3 KB
 * compressed) inlined after the page's head tags: the first paint then waits for the HTML alone
 * instead of a second request, which matters most on a slow phone connection.
 */
export function pageTemplate(indexHtml: string, language: string, stylesheet: string): PageTemplate {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html must open with ${ROOT_ELEMENT}: the prerender sets each page's language there`);
  if (indexHtml.includes('<script')) throw new Error('index.html must hold no script: the prerendered pages load theirs through the app loader');
  if (stylesheet.toLowerCase().includes('</style')) throw new Error('The stylesheet contains "</style", which would end its inlined <style> element');
  const template = splitTemplate(indexHtml.replace(ROOT_ELEMENT, `<html lang="${language}">`));
  return { ...template, betweenHeadAndBody: `\n    <style>${stylesheet}</style>${template.betweenHeadAndBody}` };
}

export function splitTemplate(template: string): PageTemplate {
  const [beforeHead, rest] = splitOnce(template, '<!--app-head-->');
  const [betweenHeadAndBody, afterBody] = splitOnce(rest, '<!--app-html-->');
  return { beforeHead, betweenHeadAndBody, afterBody };
}

export function pageHtml(template: PageTemplate, page: RenderedPage, scriptTag: string): string {
  return `${template.beforeHead}${page.head}\n    ${scriptTag}${template.betweenHeadAndBody}${page.html}${template.afterBody}`;
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0 || text.indexOf(marker, at + 1) >= 0) throw new Error(`index.html must contain ${marker} exactly once`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
