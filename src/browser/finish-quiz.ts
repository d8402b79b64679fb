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
// This module, with the request, the outbox and the reply's validator it imports, is a chunk of its
// own: a quiz page fetches it at its first answer (use-quiz.ts), a page with saves waiting once it
// is idle (pending-saves.ts).
import { joinQuestionIds } from '../../shared/domain/question-ids';
import { localOutcome, type QuizOutcome } from '../../shared/domain/result-types';
import type { SiteLanguage } from '../../shared/generated/catalog';
import type { Answer, ScoringMode, TestResultSubmission } from '../../shared/generated/types';
import { track } from './analytics';
import { recordFinishedQuiz } from './result-history';
import { queueSave, startOutbox } from './save-outbox';
import { attemptSave, newIdempotencyKey } from './save-request';

export { startOutbox };

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

/**
 * The score is computed here first, so the visitor always sees it; the server's reply only adds
 * the saved id and the comparison. The result is kept in this device's list, then, unless `save`
 * is false, saved under a new idempotency key; a save that may work later waits in the outbox.
 * Never throws: a failed save is reported in `saveError`.
 */
export async function finishQuiz({
  quiz,
  scoring,
  answers,
  questions,
  language,
  save,
}: FinishInput): Promise<QuizOutcome> {
  const local = localOutcome(scoring, answers);
  // A quiz that is not saved makes no server call: its event stays in the page's dataLayer.
  track({ event: 'test_completed', quiz, score: local.score }, { beacon: save });
  try {
    recordFinishedQuiz({ quiz, score: local.score, answers, language });
    if (!save) return local;
    const body: TestResultSubmission = {
      quiz,
      score: local.score,
      // One per question, '' for a question left unanswered: never empty (the generated tuple type says so).
      answers: answers as TestResultSubmission['answers'],
      ...(questions ? { questions: joinQuestionIds(questions) } : {}),
      language,
      idempotencyKey: newIdempotencyKey(),
    };
    const attempt = await attemptSave(body);
    if (attempt.ok) return { ...local, saved: attempt.saved };
    if (attempt.retry && queueSave(body, attempt)) void startOutbox();
    return { ...local, saveError: attempt.reason };
  } catch (error) {
    return { ...local, saveError: error instanceof Error ? error.message : String(error) };
  }
}
