import type { Answer } from './scoring';

/** How a score compares with everyone who took the same quiz (from the server). */
export interface Comparison {
  takers: number;
  averageScore: number;
  percentBelow: number;
}

/** The 201 body of POST /api/test-results. */
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
