// Finishing a quiz: one flow for the home-page test, /test and every themed quiz. Who owns what:
// - the score and the label belong to the browser, which has the quiz in the page's language: the
//   score from the answers here, the label from it in the results view (shared/domain/scoring.ts). The
//   server checks the score and answers its API clients with a label and a comparison of its own;
//   the pages read neither.
// - where the visitor stands is read from the quiz's score distribution (the save's reply, or the
//   cacheable GET for a result that is not saved) by the results view, and compared only there.
// - the result is kept on this device once: by the save (save-result.ts), or here when the page
//   does not save (the home-page test).
// - test_completed is sent here, once per finished quiz.
import { localOutcome, type QuizOutcome } from '../../shared/domain/result-types';
import type { SiteLanguage } from '../../shared/generated/catalog';
import type { Answer, ScoringMode } from '../../shared/generated/types';
import { track } from './analytics';
import { submitResult } from './submit-result';

export { preloadSaving } from './submit-result';

export interface FinishInput {
  quiz: string;
  scoring: ScoringMode;
  answers: Answer[];
  /** The ids of the questions answered, in answer order. */
  questions: string[];
  language: SiteLanguage;
  /** Whether the result is saved on the server (the home-page test keeps it on the device only). */
  save: boolean;
}

/** Never throws: a failed save is reported in the outcome's `saveError`. */
export async function finishQuiz({ save, ...input }: FinishInput): Promise<QuizOutcome> {
  const outcome = save ? await submitResult(input) : keepOnDevice(input);
  track({ event: 'test_completed', quiz: input.quiz, score: outcome.score });
  return outcome;
}

/**
 * The outcome at once; the device's list of results is code of its own, fetched with the saving
 * code at the first answer (use-quiz.ts), so it is there offline too.
 */
function keepOnDevice({ quiz, scoring, answers, language }: Omit<FinishInput, 'save'>): QuizOutcome {
  const outcome = localOutcome(scoring, answers);
  void import('./result-history').then((history) => history.recordFinishedQuiz({ quiz, score: outcome.score, answers, language })).catch(() => {});
  return outcome;
}
