import type { QuizOutcome } from '../domain/result-types';
import { scoreFromAnswers } from '../domain/scoring';
import type { SiteLanguage } from '../generated/catalog';
import type { Answer, ScoringMode } from '../generated/types';

export interface SubmitInput {
  quiz: string;
  scoring: ScoringMode;
  answers: Answer[];
  /** The ids of the questions answered, in the same order: the server counts each answer against its question. */
  questions?: string[];
  /** The language of the page the quiz was taken on. */
  language: SiteLanguage;
}

/**
 * The score is computed here first, so the visitor always sees it; the server's reply only adds
 * the saved id and the comparison. A failed save is reported in `saveError`, never thrown.
 */
export async function submitResult({ quiz, scoring, answers, questions, language }: SubmitInput): Promise<QuizOutcome> {
  const score = scoreFromAnswers(scoring, answers);
  const outcome: QuizOutcome = { score, total: answers.length, answers, saved: null, saveError: null };
  // The request code and the reply's validator (generated from its schema) are chunks of their
  // own, loaded during the save: a quiz page does not need them to start.
  const validator = import('../generated/saved-result-validator');
  validator.catch(() => {}); // a failed load is reported below, if the reply gets that far
  try {
    const { apiRequest } = await import('./api');
    const response = await apiRequest('POST', '/api/test-results', { quiz, score, answers, questions, language });
    const reply: unknown = await response.json();
    const { validate } = await validator;
    if (!validate(reply)) throw new Error(`${response.status}: the reply is not a saved result`);
    outcome.saved = reply;
  } catch (error) {
    outcome.saveError = error instanceof Error ? error.message : String(error);
  }
  return outcome;
}
