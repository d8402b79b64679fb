// What happens to a finished quiz's answers once its score is on screen: kept in this device's
// list of results, then saved on the server under a new idempotency key; a save that may work
// later waits in the outbox. Loaded with a quiz's first answer (see use-quiz.ts), not before.
import type { QuizOutcome } from '../../shared/domain/result-types';
import type { SiteLanguage } from '../../shared/generated/catalog';
import type { Answer } from '../../shared/generated/types';
import { recordFinishedQuiz } from './result-history';
import { queueSave, startOutbox } from './save-outbox';
import { attemptSave, newIdempotencyKey } from './save-request';

export { startOutbox };

export interface FinishedQuiz {
  quiz: string;
  score: number;
  answers: Answer[];
  /** The ids of the questions answered, in answer order, joined (see submit-result.ts). */
  questions?: string;
  language: SiteLanguage;
}

/** Fills in `outcome.saved` or `outcome.saveError`; never throws. */
export async function saveFinishedQuiz(finished: FinishedQuiz, outcome: QuizOutcome): Promise<void> {
  recordFinishedQuiz(finished);
  const body = { ...finished, idempotencyKey: newIdempotencyKey() };
  const attempt = await attemptSave(body);
  if (attempt.ok) {
    outcome.saved = attempt.saved;
    return;
  }
  outcome.saveError = attempt.reason;
  if (attempt.retry && queueSave(body, attempt)) void startOutbox();
}
