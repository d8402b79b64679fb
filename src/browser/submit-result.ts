import { joinQuestionIds } from '../../shared/domain/question-ids';
import { localOutcome, type QuizOutcome } from '../../shared/domain/result-types';
import type { SiteLanguage } from '../../shared/generated/catalog';
import type { Answer, ScoringMode } from '../../shared/generated/types';

export interface SubmitInput {
  quiz: string;
  scoring: ScoringMode;
  answers: Answer[];
  /** The ids of the questions answered, in the same order: the server counts each answer against its question. */
  questions?: readonly string[];
  /** The language of the page the quiz was taken on. */
  language: SiteLanguage;
}

// Keeping the result on the device, the request, the outbox and the reply's validator are chunks
// of their own: a quiz page does not need them to start, and fetches them at its first answer.
const loadSaving = () => import('./save-result');

export function preloadSaving(): void {
  void loadSaving().catch(() => {}); // offline: the save tries again, and reports it
}

/**
 * The score is computed here first, so the visitor always sees it; the server's reply only adds
 * the saved id and the comparison. A failed save is reported in `saveError`, never thrown.
 */
export async function submitResult({ quiz, scoring, answers, questions, language }: SubmitInput): Promise<QuizOutcome> {
  const outcome = localOutcome(scoring, answers);
  const { score } = outcome;
  try {
    const { saveFinishedQuiz } = await loadSaving();
    // Sent joined into one string, which the server reads as one value (shared/domain/question-ids.ts).
    await saveFinishedQuiz({ quiz, score, answers, ...(questions ? { questions: joinQuestionIds(questions) } : {}), language }, outcome);
  } catch (error) {
    outcome.saveError = error instanceof Error ? error.message : String(error);
  }
  return outcome;
}
