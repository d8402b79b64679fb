import type { MainTestResult, QuizOutcome } from './result-types';

export const LOCAL_RESULTS_KEY = 'purityTestResults';
export const SESSION_RESULT_KEY = 'purityTestResult';

/** Storage can be missing or full (private mode, quota): the result on screen must not depend on it. */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readLocalResults(storage: Storage = localStorage): MainTestResult[] {
  return safely(() => {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_RESULTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as MainTestResult[]) : [];
  }, []);
}

/** The home-page test keeps every result in a list in local storage, and nowhere else. */
export function appendLocalResult(result: MainTestResult, storage: Storage = localStorage): boolean {
  return safely(() => {
    storage.setItem(LOCAL_RESULTS_KEY, JSON.stringify([...readLocalResults(storage), result]));
    return true;
  }, false);
}

/** /test keeps its latest outcome, with the whole server response, for /results. */
export function saveSessionOutcome(outcome: QuizOutcome, storage: Storage = sessionStorage): boolean {
  return safely(() => {
    storage.setItem(SESSION_RESULT_KEY, JSON.stringify(outcome));
    return true;
  }, false);
}

export function readSessionOutcome(storage: Storage = sessionStorage): QuizOutcome | null {
  return safely(() => {
    const parsed = JSON.parse(storage.getItem(SESSION_RESULT_KEY) ?? 'null') as QuizOutcome | null;
    return parsed && typeof parsed.score === 'number' && typeof parsed.total === 'number' ? parsed : null;
  }, null);
}

export function clearSessionOutcome(storage: Storage = sessionStorage): void {
  safely(() => storage.removeItem(SESSION_RESULT_KEY), undefined);
}
