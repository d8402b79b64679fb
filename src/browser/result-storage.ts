import type { QuizOutcome } from '../../shared/domain/result-types';
import type { Answer } from '../../shared/generated/types';
import { quizProgressKey, quizResultKey, SESSION_RESULT_KEY } from '../../shared/lib/storage-keys';

// The list of finished quizzes kept in local storage is in result-history.ts, which a quiz page
// only loads with its results.
export { SESSION_RESULT_KEY };

/** Storage can be missing or full (private mode, quota): the result on screen must not depend on it. */
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

// Storage is resolved inside `safely`: merely reading window.localStorage throws where site data is blocked.

/** /test keeps its latest outcome, with the whole server response, for /results. */
export function saveSessionOutcome(outcome: QuizOutcome, storage?: Storage): boolean {
  return safely(() => {
    (storage ?? sessionStorage).setItem(SESSION_RESULT_KEY, JSON.stringify(outcome));
    return true;
  }, false);
}

function parseOutcome(text: string | null): QuizOutcome | null {
  const parsed = JSON.parse(text ?? 'null') as QuizOutcome | null;
  return parsed &&
    typeof parsed.score === 'number' &&
    typeof parsed.total === 'number' &&
    Array.isArray(parsed.answers)
    ? parsed
    : null;
}

export function readSessionOutcome(storage?: Storage): QuizOutcome | null {
  return safely(() => parseOutcome((storage ?? sessionStorage).getItem(SESSION_RESULT_KEY)), null);
}

/** A themed quiz's finished outcome, kept for this tab so a reload shows the result again. */
export function keepQuizOutcome(
  quiz: string,
  outcome: QuizOutcome | null,
  storage?: Storage,
): void {
  safely(() => {
    const target = storage ?? sessionStorage;
    if (outcome) target.setItem(quizResultKey(quiz), JSON.stringify(outcome));
    else target.removeItem(quizResultKey(quiz));
  }, undefined);
}

export function readQuizOutcome(quiz: string, storage?: Storage): QuizOutcome | null {
  return safely(() => parseOutcome((storage ?? sessionStorage).getItem(quizResultKey(quiz))), null);
}

export function clearSessionOutcome(storage?: Storage): void {
  safely(() => (storage ?? sessionStorage).removeItem(SESSION_RESULT_KEY), undefined);
}

/** Answers of a quiz in progress, so a reload on a phone does not lose them. */
export interface QuizProgress {
  current: number;
  answers: Answer[];
}

export function saveProgress(quiz: string, progress: QuizProgress, storage?: Storage): boolean {
  return safely(() => {
    (storage ?? sessionStorage).setItem(quizProgressKey(quiz), JSON.stringify(progress));
    return true;
  }, false);
}

/** The kept progress, or null; its shape is checked again by the quiz machine before use. */
export function readProgress(quiz: string, storage?: Storage): QuizProgress | null {
  return safely(() => {
    const parsed = JSON.parse(
      (storage ?? sessionStorage).getItem(quizProgressKey(quiz)) ?? 'null',
    ) as QuizProgress | null;
    return parsed && Array.isArray(parsed.answers) && typeof parsed.current === 'number'
      ? parsed
      : null;
  }, null);
}

export function clearProgress(quiz: string, storage?: Storage): void {
  safely(() => (storage ?? sessionStorage).removeItem(quizProgressKey(quiz)), undefined);
}
