import { catalog, type SiteLanguage } from '../generated/catalog';
import type { Answer, SavedResult, ScoringMode } from '../generated/types';
import type { FriendAnswers } from './compare-link';
import { scoreFromAnswers } from './scoring';

/** A main-test result as the home-page test keeps it in local storage: these fields, nothing else. */
export interface MainTestResult {
  id: number;
  score: number;
  answers: Answer[];
  language: SiteLanguage;
  createdAt: string;
}

/** Any finished quiz as this device keeps it: a main-test result, plus the slug of any other quiz. */
export interface DeviceResult extends MainTestResult {
  /** The quiz's slug; absent on main-test entries, which keep exactly the spec's fields. */
  quiz?: string;
}

/** What a finished quiz shows: computed locally, plus the server's reply when the save worked. */
export interface QuizOutcome {
  score: number;
  total: number;
  answers: Answer[];
  saved: SavedResult | null;
  saveError: string | null;
  /** /test's only: the answers of the friend whose compare link opened the test, for /results. */
  friend?: FriendAnswers | null;
}

/** A finished quiz's outcome from its answers alone, before (or without) a save. */
export function localOutcome(
  scoring: ScoringMode,
  answers: Answer[],
  saveError: string | null = null,
): QuizOutcome {
  return {
    score: scoreFromAnswers(scoring, answers),
    total: answers.length,
    answers,
    saved: null,
    saveError,
  };
}

/** The quiz a kept entry belongs to: main-test entries, in the spec's shape, have no `quiz`. */
export function quizOf(result: DeviceResult): string {
  return result.quiz ?? catalog.main.slug;
}

/** The outcome a kept entry shows again: its score and answers, with no save reply. */
export function outcomeOf(result: DeviceResult): QuizOutcome {
  return {
    score: result.score,
    total: result.answers.length,
    answers: result.answers,
    saved: null,
    saveError: null,
  };
}
