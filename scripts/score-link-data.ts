// The score-link data the server serves /tests/<slug>?score=N from (server/http/score-link-pages.ts):
// every quiz page rendered once per score, kept as what differs from the plain page.
import type { RenderedPage } from '../src/entry-server.js';
import type { ScoreLinkPage } from '../server/http/score-link-pages.js';

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

/** A prerendered page: the template with the page's head tags, then the tag that loads its scripts, and its body. */
export function pageHtml(template: PageTemplate, page: RenderedPage, scriptTag: string): string {
  return template.beforeHead + page.head + headLine(scriptTag) + template.betweenHeadAndBody + page.html + template.afterBody;
}

/**
 * The score-link pieces of one quiz page from its plain render and its render for every score
 * (index = score). A score's body must be the plain body with one insertion (the invitation) at
 * the same place for every score; anything else is a build error, never a page that does not
 * hydrate.
 */
export function scoreLinkPage(template: PageTemplate, plain: RenderedPage, byScore: readonly RenderedPage[], scriptTag: string): ScoreLinkPage {
  const insertions = byScore.map((page, score) => {
    const insertion = insertionIn(plain.html, page.html);
    if (!insertion) throw new Error(`the page for score ${score} is not the plain page with one addition`);
    return insertion;
  });
  const at = insertions[0]?.at ?? 0;
  if (insertions.some((insertion) => insertion.at !== at)) throw new Error('the invitation is not at the same place for every score');
  return {
    parts: [
      template.beforeHead,
      headLine(scriptTag) + template.betweenHeadAndBody + plain.html.slice(0, at),
      plain.html.slice(at) + template.afterBody,
    ],
    scores: byScore.map((page, score) => ({ head: page.head, invitation: insertions[score]!.text })),
  };
}

/**
 * Where `longer` is `plain` with one piece of text inserted, that piece and its offset; null
 * otherwise. The piece starts at a tag where it can, so it reads as whole elements.
 */
export function insertionIn(plain: string, longer: string): { at: number; text: string } | null {
  const length = longer.length - plain.length;
  if (length <= 0) return null;
  let firstDifference = 0;
  while (firstDifference < plain.length && plain[firstDifference] === longer[firstDifference]) firstDifference += 1;
  const tagStart = longer.lastIndexOf('<', firstDifference);
  for (const at of new Set([tagStart, firstDifference])) {
    if (at < 0) continue;
    const text = longer.slice(at, at + length);
    if (plain.slice(0, at) + text + plain.slice(at) === longer) return { at, text };
  }
  return null;
}

function headLine(tag: string): string {
  return `\n    ${tag}`;
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0 || text.indexOf(marker, at + 1) >= 0) throw new Error(`index.html must contain ${marker} exactly once`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
