// How the stored results of one quiz spread over its scores, from the per-score counts the store keeps.
import type { ScoreDistribution } from '../generated/types.js';

/**
 * Stored results a quiz needs before a results view shows where the visitor stands (the chart, the
 * average, the share scoring lower): a handful of takers says nothing, as the per-question figures
 * wait for 100 answers. The server's default (STANDING_MIN_TAKERS in the environment overrides it)
 * and the browser's rule for a reply that does not say.
 */
export const STANDING_MIN_TAKERS = 100;

/**
 * One entry per score from 0 to `total`; counts for scores outside that range are ignored.
 * `moreNeeded` is how many more results the quiz needs before its standing is shown.
 */
export function scoreDistribution(
  quiz: string | null,
  total: number,
  counts: readonly { score: number; count: number }[],
  minTakers = STANDING_MIN_TAKERS,
): ScoreDistribution {
  const dense: number[] = new Array<number>(total + 1).fill(0);
  for (const { score, count } of counts)
    if (Number.isInteger(score) && score >= 0 && score <= total) dense[score]! += count;
  const takers = dense.reduce((sum, count) => sum + count, 0);
  return { quiz, total, counts: dense, moreNeeded: Math.max(0, minTakers - takers) };
}

/**
 * Whether a distribution has enough takers to show: the server's word, or for a reply kept from
 * before it said, the same rule here.
 */
export function standingShown(distribution: ScoreDistribution): boolean {
  const takers = distribution.counts.reduce((sum, count) => sum + count, 0);
  return (distribution.moreNeeded ?? Math.max(0, STANDING_MIN_TAKERS - takers)) === 0;
}
