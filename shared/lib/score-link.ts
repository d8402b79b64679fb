// Score links: a quiz page's URL with `?score=N`, which a visitor shares after finishing. The
// server and the browser both read the score with `parseSharedScore`, so the served HTML and the
// hydrated page agree. The server describes the page with `scoreLinkMeta`, from a small table the
// build writes from the content (one `ScoreLinkPage` per quiz page and language).
import { fillTemplate, tierForScore } from '../domain/scoring';
import type { Tier } from '../generated/types';
import { scoreCardPath } from '../route-paths';
import type { PageMeta } from './page-meta';

/**
 * The score a link carries, or null unless the query has exactly one `score` parameter written as
 * a plain whole number (no sign, no leading zero, no fraction, at most three digits) from 0 to
 * `total`.
 */
export function parseSharedScore(search: string, total: number): number | null {
  const values = new URLSearchParams(search).getAll('score');
  const score =
    values.length === 1 && /^(0|[1-9][0-9]{0,2})$/.test(values[0]!) ? Number(values[0]) : NaN;
  return score <= total ? score : null;
}

/** What score links to one quiz page in one language need: the page's own meta, the quiz and the language's texts. */
export interface ScoreLinkPage {
  /** The plain page's meta (its head, which a score link's replaces). */
  meta: PageMeta;
  quiz: {
    slug: string;
    title: string;
    total: number;
    shareText: string;
    resultDescription: string;
    tiers: Tier[];
  };
  /** The language of the score cards (shared/domain/card-languages.ts). */
  cardLanguage: string;
  /** The language's `share.scoreCardAlt` and `quiz.invitation` strings, with their {{placeholders}}. */
  cardAltTemplate: string;
  invitationTemplate: string;
  /**
   * The lines of a compare link, which names the friend after the `#` where the server cannot read
   * it: `quiz` is how every compare link to this quiz starts and its answers' length
   * (`1.food.abc123 12`, compareLinkShape), the rest the language's
   * `compare.invitationNamed`, `compare.replyInvitation` and `compare.replyInvitationNamed`.
   */
  friendLines: { quiz: string; named: string; reply: string; replyNamed: string };
}

/**
 * The head of a score link: the quiz's share text as title, its result description, and the
 * score card as image. The canonical path stays the quiz's own.
 */
export function scoreLinkMeta(page: ScoreLinkPage, score: number): PageMeta {
  const { quiz } = page;
  const values = { score, total: quiz.total };
  return {
    ...page.meta,
    title: fillTemplate(quiz.shareText, values),
    description: fillTemplate(quiz.resultDescription, values),
    image: scoreCardPath(page.cardLanguage, quiz.slug, score),
    imageAlt: fillTemplate(page.cardAltTemplate, {
      quiz: quiz.title,
      ...values,
      label: tierForScore(quiz.tiers, score).label,
    }),
  };
}

/** The friend's-score line a score link shows above the quiz. */
export function invitationText(page: ScoreLinkPage, score: number): string {
  return fillTemplate(page.invitationTemplate, { score, total: page.quiz.total });
}
