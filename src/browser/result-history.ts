// Every finished quiz, kept on this device: the spec's local list of main-test results, under its
// key and in its shape, extended to every quiz by a `quiz` field (absent on main-test entries).
import type { DeviceResult } from '../../shared/domain/result-types';
import { catalog, type SiteLanguage } from '../../shared/generated/catalog';
import type { Answer } from '../../shared/generated/types';
import { safely } from './result-storage';
import { LOCAL_RESULTS_KEY } from './storage-keys';

export { LOCAL_RESULTS_KEY };
/** The most results kept; older ones make way. */
export const HISTORY_LIMIT = 50;

const MAIN_QUIZ = catalog.main.slug;

/** The quiz an entry belongs to: main-test entries, in the spec's shape, have no `quiz`. */
export function quizOf(result: DeviceResult): string {
  return result.quiz ?? MAIN_QUIZ;
}

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
 * The result before the one on screen: the newest entry of the quiz is the one just finished (it
 * is recorded before the results view shows), so the one after it.
 */
export function previousResult(
  results: DeviceResult[],
  quiz: string,
  shownScore: number,
): DeviceResult | null {
  const [newest, before] = results.filter((result) => quizOf(result) === quiz);
  if (!newest) return null;
  // Where storage refused the new entry, the newest one is already the previous result.
  return newest.score === shownScore ? (before ?? null) : newest;
}

export function eraseLocalResults(storage?: Storage): boolean {
  return safely(() => {
    (storage ?? localStorage).removeItem(LOCAL_RESULTS_KEY);
    return true;
  }, false);
}
