// Every finished quiz, kept on this device: the spec's local list of main-test results, under its
// key and in its shape, extended to every quiz by a `quiz` field (absent on main-test entries).
import { outcomeOf, quizOf, type DeviceResult } from '../../shared/domain/result-types';
import { catalog, type SiteLanguage } from '../../shared/generated/catalog';
import type { Answer } from '../../shared/generated/types';
import { safely } from './result-storage';
import { LOCAL_RESULTS_KEY } from '../../shared/lib/storage-keys';

export { LOCAL_RESULTS_KEY, outcomeOf, quizOf };
/** The most results kept; older ones make way. */
export const HISTORY_LIMIT = 50;

const MAIN_QUIZ = catalog.main.slug;

function isDeviceResult(value: unknown): value is DeviceResult {
  const entry = value as DeviceResult | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'number' &&
    typeof entry.score === 'number' &&
    Array.isArray(entry.answers) &&
    typeof entry.createdAt === 'string' &&
    !Number.isNaN(Date.parse(entry.createdAt)) &&
    (entry.quiz === undefined || typeof entry.quiz === 'string')
  );
}

/** Newest first; entries that are not results are left out (the list may come from an older version of the site). */
export function readLocalResults(storage?: Storage): DeviceResult[] {
  return safely(() => {
    const parsed: unknown = JSON.parse(
      (storage ?? localStorage).getItem(LOCAL_RESULTS_KEY) ?? '[]',
    );
    // Lists written before this one was kept newest first are in the opposite order: sort by time.
    return Array.isArray(parsed) ? parsed.filter(isDeviceResult).sort((a, b) => b.id - a.id) : [];
  }, []);
}

/** Puts a result first in the list, keeping at most HISTORY_LIMIT; false when storage refuses. */
export function appendLocalResult(result: DeviceResult, storage?: Storage): boolean {
  return safely(() => {
    const target = storage ?? localStorage;
    target.setItem(
      LOCAL_RESULTS_KEY,
      JSON.stringify([result, ...readLocalResults(target)].slice(0, HISTORY_LIMIT)),
    );
    return true;
  }, false);
}

/** Records a quiz finished now; the main test's entry has exactly the spec's fields. */
export function recordFinishedQuiz(
  {
    quiz,
    score,
    answers,
    language,
  }: { quiz: string; score: number; answers: Answer[]; language: SiteLanguage },
  storage?: Storage,
  now = new Date(),
): DeviceResult {
  const result: DeviceResult = {
    id: now.getTime(),
    score,
    answers,
    language,
    createdAt: now.toISOString(),
  };
  if (quiz !== MAIN_QUIZ) result.quiz = quiz;
  appendLocalResult(result, storage);
  return result;
}

/**
 * A quiz's entries before the one on screen, newest first. The newest entry of the quiz is the one
 * just finished (it is recorded before the results view shows); where storage refused it, the
 * newest one is already an earlier result. `shownId`, when known, names the entry on screen (an
 * older entry opened from the list).
 */
export function resultsBefore(
  results: DeviceResult[],
  quiz: string,
  shownScore: number,
  shownId?: number,
): DeviceResult[] {
  const ofQuiz = results.filter((result) => quizOf(result) === quiz);
  if (shownId !== undefined) {
    const at = ofQuiz.findIndex((result) => result.id === shownId);
    if (at >= 0) return ofQuiz.slice(at + 1);
  }
  return ofQuiz[0]?.score === shownScore ? ofQuiz.slice(1) : ofQuiz;
}

/** The result before the one on screen, or null. */
export function previousResult(
  results: DeviceResult[],
  quiz: string,
  shownScore: number,
  shownId?: number,
): DeviceResult | null {
  return resultsBefore(results, quiz, shownScore, shownId)[0] ?? null;
}

export function eraseLocalResults(storage?: Storage): boolean {
  return safely(() => {
    (storage ?? localStorage).removeItem(LOCAL_RESULTS_KEY);
    return true;
  }, false);
}
