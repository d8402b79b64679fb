// A score link's HTML: the plain prerendered quiz page with its two score-link places filled (the
// head and the invitation above the quiz), and the table of score-link pages the build writes into
// the site and the server reads (server/http/score-link-pages.ts). The build fills every quiz page
// once to prove its places are there.
import { renderHeadTags } from './page-meta';
import { fillTemplate } from '../domain/scoring';
import { invitationText, scoreLinkMeta, type ScoreLinkPage } from './score-link';

/** The table, in the site's folder: a dotfile, which the static site never publishes. */
export const SCORE_LINK_TABLE_FILE = '.score-link-table.json';

/** The build's table: the score-link page of each quiz page, by its path (/tests/food, /es/test). */
export type ScoreLinkTable = Record<string, ScoreLinkPage>;

/** The invitation's place on the plain page, as React renders ScoreInvitation without a score. */
export const EMPTY_INVITATION = '<p class="score-invite" hidden=""></p>';

/** Text as React writes it into an element. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

const occursOnce = (text: string, part: string) => {
  const at = text.indexOf(part);
  return at >= 0 && text.indexOf(part, at + 1) < 0;
};

/** The plain page's HTML as a score link to it: null unless both places are there, once each. */
export function fillScoreLink(html: string, page: ScoreLinkPage, score: number): string | null {
  const plainHead = renderHeadTags(page.meta);
  if (!occursOnce(html, plainHead) || !occursOnce(html, EMPTY_INVITATION)) return null;
  const head = renderHeadTags(scoreLinkMeta(page, score));
  // The compare link's wordings ride along, for the page's loader to put the friend's name in
  // before the first paint (shared/lib/app-loader.ts).
  const lines = page.friendLines;
  const data = {
    compare: lines.quiz,
    named: fillTemplate(lines.named, { score, total: page.quiz.total }),
    reply: lines.reply,
    'reply-named': lines.replyNamed,
  };
  const attributes = Object.entries(data)
    .map(([key, value]) => ` data-${key}="${escapeText(value)}"`)
    .join('');
  const invitation = `<p class="score-invite"${attributes}>${escapeText(invitationText(page, score))}</p>`;
  // Replacer functions: the texts are inserted as they are, `$` included.
  return html.replace(plainHead, () => head).replace(EMPTY_INVITATION, () => invitation);
}
