// A prerendered page: index.html (Vite's, with the stylesheet inlined and its script tags taken
// out) around a route's head tags, the tag that loads its scripts, and its body.
import type { RenderedPage } from '../src/entry-server.js';

/** index.html around its two placeholders: the page's head tags and the page's body. */
export interface PageTemplate {
  beforeHead: string;
  betweenHeadAndBody: string;
  afterBody: string;
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
