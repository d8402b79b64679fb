// Every key the site keeps in the browser's storage, in one place: the privacy page lists each one,
// and tests/server/privacy-storage.test.ts holds the page to this list and the code to these keys.

/** Local storage: the visitor's language choice (language-choice.ts). */
export const LANGUAGE_CHOICE_KEY = 'languageChoice';
/** Local storage: every finished quiz, newest first, a bounded list (result-history.ts). */
export const LOCAL_RESULTS_KEY = 'purityTestResults';
/** Local storage: saves of finished quizzes still to be sent to the server (save-outbox.ts). */
export const SAVE_OUTBOX_KEY = 'quizSaveOutbox';
/** Local storage: quick mode, on when present (use-quick-mode.ts). */
export const QUICK_MODE_KEY = 'quickMode';
/** Session storage: the latest outcome of /test, for /results (result-storage.ts). */
export const SESSION_RESULT_KEY = 'purityTestResult';
/** Session storage: the answers of a quiz in progress, one key per quiz (result-storage.ts). */
export const quizProgressKey = (quiz: string): string => `quizProgress:${quiz}`;
/** Session storage: a themed quiz's finished outcome, so a reload shows it again (result-storage.ts). */
export const quizResultKey = (quiz: string): string => `quizResult:${quiz}`;

export type BrowserStorage = 'localStorage' | 'sessionStorage';

export interface DeviceStorageKey {
  storage: BrowserStorage;
  /** As the privacy page names it: a key made per quiz has "<quiz>" in place of the quiz. */
  name: string;
}

export const DEVICE_STORAGE_KEYS: readonly DeviceStorageKey[] = [
  { storage: 'localStorage', name: LANGUAGE_CHOICE_KEY },
  { storage: 'localStorage', name: LOCAL_RESULTS_KEY },
  { storage: 'localStorage', name: SAVE_OUTBOX_KEY },
  { storage: 'localStorage', name: QUICK_MODE_KEY },
  { storage: 'sessionStorage', name: SESSION_RESULT_KEY },
  { storage: 'sessionStorage', name: quizProgressKey('<quiz>') },
  { storage: 'sessionStorage', name: quizResultKey('<quiz>') },
];
