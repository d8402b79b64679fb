// How the stored results of one quiz spread over its scores, from the per-score counts the store keeps.
import type { ScoreDistribution } from '../generated/types.js';

/** One entry per score from 0 to `total`; counts for scores outside that range are ignored. */
export function scoreDistribution(
  quiz: string | null,
  total: number,
  counts: readonly { score: number; count: number }[],
): ScoreDistribution {
  const dense: number[] = new Array<number>(total + 1).fill(0);
  for (const { score, count } of counts)
    if (Number.isInteger(score) && score >= 0 && score <= total) dense[score]! += count;
  return { quiz, total, counts: dense };
}
