// How one score compares with every stored result of the same quiz, from the score histogram.
import type { Comparison } from '../generated/types.js';

/** `counts` holds how many stored results of the quiz have each score. */
export function compareScore(
  counts: readonly { score: number; count: number }[],
  score: number,
): Comparison {
  let takers = 0;
  let scoreSum = 0;
  let below = 0;
  for (const { score: bucket, count } of counts) {
    takers += count;
    scoreSum += bucket * count;
    if (bucket < score) below += count;
  }
  if (takers === 0) return { takers: 0, averageScore: 0, percentBelow: 0 };
  return {
    takers,
    averageScore: roundToTenth(scoreSum / takers),
    percentBelow: roundToTenth((below / takers) * 100),
  };
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
