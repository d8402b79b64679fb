import type { Answer } from './scoring';

/** How a score compares with everyone who took the same quiz (computed by the server). */
export interface Comparison {
  /** Stored results of this quiz, including the one just saved. */
  takers: number;
  /** Mean score of those results, rounded to one decimal. */
  averageScore: number;
  /** Percent of takers (0-100, one decimal) whose score is lower than this one. */
  percentBelow: number;
}

/** The 201 body of POST /api/test-results (written by the server, read by the results views). */
export interface SavedResultResponse {
  id: number;
  quiz: string | null;
  score: number;
  total: number;
  label: string | null;
  language: string;
  createdAt: string;
  comparison: Comparison;
}

/** A main-test result as kept in the browser (spec section 3). */
export interface MainTestResult {
  id: number;
  score: number;
  answers: Answer[];
  language: 'en';
  createdAt: string;
}

/** What a finished quiz shows: computed locally, plus the server's reply when the save worked. */
export interface QuizOutcome {
  score: number;
  total: number;
  answers: Answer[];
  saved: SavedResultResponse | null;
  saveError: string | null;
}
