// What happens to a finished quiz's body once its score is on screen: kept in this device's list of
// results, then saved on the server under a new idempotency key; a save that may work later waits
// in the outbox. Loaded with a quiz's first answer (see use-quiz.ts), not before.
import type { QuizOutcome } from '../../shared/domain/result-types';
import { recordFinishedQuiz } from './result-history';
import { queueSave, startOutbox } from './save-outbox';
import { attemptSave, newIdempotencyKey, type FinishedQuizBody } from './save-request';

export { startOutbox };

/** Kept on this device only (the home-page test). */
export function keepOnDevice(body: FinishedQuizBody): Pick<QuizOutcome, 'saved' | 'saveError'> {
  recordFinishedQuiz(body);
  return { saved: null, saveError: null };
}

/** The save's part of the outcome: the server's reply, or why it failed; never throws. */
export async function saveResult(body: FinishedQuizBody): Promise<Pick<QuizOutcome, 'saved' | 'saveError'>> {
  recordFinishedQuiz(body);
  const keyed = { ...body, idempotencyKey: newIdempotencyKey() };
  const attempt = await attemptSave(keyed);
  if (attempt.ok) return { saved: attempt.saved, saveError: null };
  if (attempt.retry && queueSave(keyed, attempt)) void startOutbox();
  return { saved: null, saveError: attempt.reason };
}
