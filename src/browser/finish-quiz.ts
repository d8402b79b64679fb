// Finishing a quiz: one flow for the home-page test, /test and every themed quiz. Who owns what:
// - the score and the label belong to the browser, which has the quiz in the page's language: the
//   score from the answers here, the label from it in the results view (shared/domain/scoring.ts).
//   The server checks the score and answers its API clients with a label and a comparison of its
//   own; the pages read neither.
// - the save's body is made here, once, as the API's request type (TestResultSubmission), and goes
//   unchanged to the server and, when a save must wait, to the device's outbox.
// - where the visitor stands is read from the quiz's score distribution (the save's reply, or the
//   cacheable GET for a result that is not saved) by the results view, and compared only there.
// - test_completed is sent here, once per finished quiz.
import { joinQuestionIds } from '../../shared/domain/question-ids';
import { localOutcome, type QuizOutcome } from '../../shared/domain/result-types';
import type { SiteLanguage } from '../../shared/generated/catalog';
import type { Answer, ScoringMode } from '../../shared/generated/types';
import { track } from './analytics';

export interface FinishInput {
  quiz: string;
  scoring: ScoringMode;
  answers: Answer[];
  /** The ids of the questions answered, in answer order: the server counts each answer against its question. */
  questions?: readonly string[];
  language: SiteLanguage;
  /** Whether the result is saved on the server (the home-page test keeps it on the device only). */
  save: boolean;
}

// Keeping the result on the device, the request, the outbox and the reply's validator are a chunk
// of their own: a quiz page does not need them to start, and fetches them at its first answer.
const loadSaving = () => import('./save-result');

export function preloadSaving(): void {
  void loadSaving().catch(() => {}); // offline: the save tries again, and reports it
}

/**
 * The score is computed here first, so the visitor always sees it; the server's reply only adds
 * the saved id and the comparison. Never throws: a failed save is reported in `saveError`.
 */
export async function finishQuiz({ quiz, scoring, answers, questions, language, save }: FinishInput): Promise<QuizOutcome> {
  const local = localOutcome(scoring, answers);
  track({ event: 'test_completed', quiz, score: local.score });
  const body = { quiz, score: local.score, answers, ...(questions ? { questions: joinQuestionIds(questions) } : {}), language };
  try {
    const saving = await loadSaving();
    return { ...local, ...(save ? await saving.saveResult(body) : saving.keepOnDevice(body)) };
  } catch (error) {
    return { ...local, saveError: error instanceof Error ? error.message : String(error) };
  }
}
