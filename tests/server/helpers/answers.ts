// Builders for answer arrays and request bodies.
import { quizCatalog } from '../../../shared/generated/quiz-catalog.js';
import type { Answer } from '../../../shared/generated/types.js';

/** A quiz's number of questions, as its content file has it now. */
export function questionCount(slug: string): number {
  const quiz = quizCatalog.find((entry) => entry.slug === slug);
  if (!quiz) throw new Error(`no quiz "${slug}" in content/`);
  return quiz.questions.length;
}

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
