import { apiRequest } from './api';
import type { QuizOutcome, SavedResultResponse } from '../domain/result-types';
import { scoreFromAnswers, type Answer, type ScoringMode } from '../domain/scoring';

export interface SubmitInput {
  quiz: string;
  scoring: ScoringMode;
  answers: Answer[];
  language: 'en';
}

/**
 * The score is computed here first, so the visitor always sees it; the server's reply only adds
 * the saved id and the comparison. A failed save is reported in `saveError`, never thrown.
 */
export async function submitResult({ quiz, scoring, answers, language }: SubmitInput): Promise<QuizOutcome> {
  const score = scoreFromAnswers(scoring, answers);
  const outcome: QuizOutcome = { score, total: answers.length, answers, saved: null, saveError: null };
  try {
    const response = await apiRequest('POST', '/api/test-results', { quiz, score, answers, language });
    outcome.saved = (await response.json()) as SavedResultResponse;
  } catch (error) {
    outcome.saveError = error instanceof Error ? error.message : String(error);
  }
  return outcome;
}
