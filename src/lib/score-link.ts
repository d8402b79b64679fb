// Score links: a quiz page's URL with `?score=N`, which a visitor shares after finishing. The
// prerender, the server and the browser all read the score with `parseSharedScore`, so the served
// HTML and the hydrated page agree; the prerender describes the page with `scoreLinkMeta`.
import type { TFunction } from 'i18next';
import type { Quiz } from '../content/types';
import { fillTemplate, tierForScore } from '../domain/scoring';
import { scoreCardPath } from '../route-paths';
import type { PageMeta } from './page-meta';

/**
 * The score a link carries, or null unless the query has exactly one `score` parameter written as
 * a plain whole number (no sign, no leading zero, no fraction, at most three digits) from 0 to
 * `total`.
 */
export function parseSharedScore(search: string, total: number): number | null {
  const values = new URLSearchParams(search).getAll('score');
  const score = values.length === 1 && /^(0|[1-9][0-9]{0,2})$/.test(values[0]!) ? Number(values[0]) : NaN;
  return score <= total ? score : null;
}

/**
 * The head of a score link: the quiz's share text as title, its result description, and the
 * score card as image. The canonical path stays the quiz's own.
 */
export function scoreLinkMeta(base: PageMeta, quiz: Quiz, score: number, language: string, t: TFunction): PageMeta {
  const values = { score, total: quiz.questions.length };
  return {
    ...base,
    title: fillTemplate(quiz.shareText, values),
    description: fillTemplate(quiz.resultDescription, values),
    image: scoreCardPath(language, quiz.slug, score),
    imageAlt: t('share.scoreCardAlt', { quiz: quiz.title, ...values, label: tierForScore(quiz.tiers, score).label }),
  };
}
