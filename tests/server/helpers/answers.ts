// Builders for answer arrays and request bodies.
import type { Answer } from '../../../shared/generated/types.js';

/** `total` answers of which the first `yes` are "yes", then `unanswered` empty ones, the rest "no". */
export function answersWith(total: number, yes: number, unanswered = 0): Answer[] {
  return Array.from({ length: total }, (_, index): Answer =>
    index < yes ? 'yes' : index < yes + unanswered ? '' : 'no',
  );
}

/** A valid main-test body (score = 100 minus the Yes count). */
export function mainBody(yes: number, extra: Record<string, unknown> = {}) {
  return {
    quiz: 'purity',
    score: 100 - yes,
    answers: answersWith(100, yes),
    language: 'en',
    ...extra,
  };
}

/** A valid themed body (score = the Yes count). */
export function themedBody(
  quiz: string,
  total: number,
  yes: number,
  extra: Record<string, unknown> = {},
) {
  return { quiz, score: yes, answers: answersWith(total, yes), language: 'en', ...extra };
}
