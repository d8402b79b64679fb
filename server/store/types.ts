// The one storage interface both backends (SQLite, PostgreSQL) implement.
import type { Answer, EventName } from '../../src/generated/types.js';

export interface NewTestResult {
  /** Quiz slug, or null for a spec-style body whose answer count fits several themed quizzes. */
  quiz: string | null;
  /** Number of questions answered (the quiz's length). */
  total: number;
  score: number;
  answers: readonly Answer[];
  language: string;
  createdAt: Date;
}

export interface SavedTestResult {
  /** A JSON number from both stores. */
  id: number;
  createdAt: Date;
  /** The score histogram of the result's quiz (see ScoreGroup) once it is stored, including it. */
  scoreCounts: ScoreCount[];
}

export interface StoredTestResult extends NewTestResult {
  id: number;
}

/** One row of the per-quiz score histogram that comparison stats are computed from. */
export interface ScoreCount {
  score: number;
  count: number;
}

/** Which results are compared with each other: the same quiz slug (or none) and the same length. */
export interface ScoreGroup {
  quiz: string | null;
  total: number;
}

/** The events the beacon counts, as listed in schemas/api-event.schema.json. */
export type AnalyticsEvent = EventName;

export interface EventCount {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  event: AnalyticsEvent;
  quiz: string | null;
  count: number;
}

export interface ResultStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Resolves only once the result and its score count are durably committed. */
  saveTestResult(result: NewTestResult): Promise<SavedTestResult>;
  scoreCounts(group: ScoreGroup): Promise<ScoreCount[]>;
  recordEvent(event: AnalyticsEvent, quiz: string | null, at: Date): Promise<void>;
  /** Throws when the store cannot answer. */
  ping(): Promise<void>;
  /**
   * A rate-limit counter store shared by every app instance, one per endpoint (`prefix`); a store
   * without one (SQLite, one process) leaves express-rate-limit's in-memory counter in place.
   */
  rateLimitStore?(prefix: string): import('express-rate-limit').Store | undefined;
  /** Finishes pending writes, then releases the database. */
  close(): Promise<void>;

  // Reads used by tests and operators, not by the request path.
  getTestResult(id: number): Promise<StoredTestResult | null>;
  countTestResults(): Promise<number>;
  eventCounts(): Promise<EventCount[]>;
  schemaVersion(): Promise<number>;
}
