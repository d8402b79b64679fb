// The one storage interface both backends (SQLite, PostgreSQL) implement.
import type { Answer, EventName } from '../../shared/generated/types.js';
import type { LogLine } from './fault-log.js';

export interface NewTestResult {
  /** Quiz slug, or null for a spec-style body whose answer count fits several themed quizzes. */
  quiz: string | null;
  /** Number of questions answered (the quiz's length). */
  total: number;
  score: number;
  answers: readonly Answer[];
  language: string;
  createdAt: Date;
  /**
   * The device's key for this result (a UUID), or null from a client that sends none. Unique:
   * a save with a key already stored stores nothing and returns the first result (see `replayed`).
   */
  idempotencyKey?: string | null;
  /**
   * The answers counted in the per-question figures: those given (Yes or No) to a question the
   * quiz has now. Absent or null: the result is not counted (sent without question ids, or
   * counting is off). Empty lists still count the result itself.
   */
  countedAnswers?: CountedAnswers | null;
}

/**
 * Answers counted against the questions the visitor saw: `answers[i]` to `questions[i]`, an
 * unanswered one ("") counting nowhere. Two lists rather than an object per answer: a save from a
 * page of the current content passes the quiz's own id list and the body's answers as they are.
 */
export interface CountedAnswers {
  questions: readonly string[];
  answers: readonly Answer[];
}

/** A quiz's per-question counters (on PostgreSQL, with the answers still pending added). */
export interface QuestionCounts {
  /** Results counted for the quiz (each sent with its question ids). */
  results: number;
  questions: QuestionCount[];
}

export interface QuestionCount {
  question: string;
  /** How many counted results answered it (Yes or No), and how many of those said Yes. */
  answered: number;
  yes: number;
}

export interface SavedTestResult {
  /** A JSON number from both stores. */
  id: number;
  createdAt: Date;
  /** The score histogram of the result's quiz (see ScoreGroup) once it is stored, including it. */
  scoreCounts: ScoreCount[];
  /**
   * Set when the idempotency key was already stored: the result stored then (whose id and
   * createdAt are the ones above). Nothing was stored this time.
   */
  replayed: StoredTestResult | null;
}

export interface StoredTestResult extends NewTestResult {
  id: number;
  idempotencyKey: string | null;
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

/** How many results are stored for one quiz (null: slug-less themed results) in one language. */
export interface TakerCount {
  quiz: string | null;
  language: string;
  count: number;
}

export const DEFAULT_STORE_TIMEOUT_MS = 5_000;

export interface StoreOptions {
  /**
   * How long one operation may wait for the database (a lock another connection holds, a
   * connection, a statement) before it fails with StoreUnavailableError.
   */
  timeoutMs?: number;
  /** Where store faults are logged (repeats folded into counts); defaults to stderr. */
  log?: LogLine;
}

/**
 * Every method may reject with StoreUnavailableError (./errors.ts) when the database cannot take
 * the request now.
 */
export interface ResultStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Resolves only once the result and its score count are durably committed. */
  saveTestResult(result: NewTestResult): Promise<SavedTestResult>;
  scoreCounts(group: ScoreGroup): Promise<ScoreCount[]>;
  /** The quiz's per-question counters: a read of the counters (and pending answers), never of results. */
  questionCounts(quiz: string): Promise<QuestionCounts>;
  recordEvent(event: AnalyticsEvent, quiz: string | null, at: Date): Promise<void>;
  /** Throws when the store cannot answer, or while writes fail (see WriteHealth). */
  ping(): Promise<void>;
  /**
   * A hit counter for express-rate-limit shared by every instance on the same database, keys
   * prefixed with `prefix`; undefined (SQLite, one process) means the limiter's own memory store.
   */
  rateLimitStore?(prefix: string): import('express-rate-limit').Store | undefined;
  /** Finishes pending writes, then releases the database. */
  close(): Promise<void>;

  // Reads used by tests and operators, not by the request path.
  getTestResult(id: number): Promise<StoredTestResult | null>;
  countTestResults(): Promise<number>;
  /** Daily counts, oldest first; from the UTC day `since` (YYYY-MM-DD) on when given. */
  eventCounts(since?: string): Promise<EventCount[]>;
  /** Stored results per quiz and language, most first (then slug-less first, then by slug and language). */
  takerCounts(): Promise<TakerCount[]>;
  schemaVersion(): Promise<number>;
}
