// SQLite store (better-sqlite3, WAL, synchronous=FULL) with group commit: writes arriving in the
// same event-loop turn share one transaction, and each promise settles only after that commit.
//
// better-sqlite3 is synchronous, so SQLite's own busy wait would freeze the whole process while
// another connection (an operator's sqlite3 session, a backup tool) holds the write lock. The busy
// timeout is therefore a few milliseconds, and a locked batch is retried from a timer, with backoff,
// until each write's deadline (the store timeout); past it the write fails as StoreUnavailableError.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { driverMessage, StoreUnavailableError } from './errors.js';
import { FaultLog } from './fault-log.js';
import { MIGRATIONS, runMigrations, type Migration } from './migrations.js';
import {
  countsFromRows,
  decodeAnswers,
  encodeAnswers,
  QuestionTally,
  quizFromKey,
  quizKey,
  toTheHour,
  utcDay,
} from './row-format.js';
import type {
  AnalyticsEvent,
  EventCount,
  NewTestResult,
  QuestionCounts,
  ResultStore,
  SavedTestResult,
  ScoreCount,
  ScoreGroup,
  StoredTestResult,
  StoreOptions,
  TakerCount,
} from './types.js';
import { DEFAULT_STORE_TIMEOUT_MS } from './types.js';
import { WriteHealth } from './write-outcomes.js';

/** The longest one attempt blocks the event loop waiting for a lock another connection holds. */
const BUSY_TIMEOUT_MS = 5;
/** Retries of a locked batch start this soon and back off to the maximum. */
const FIRST_RETRY_MS = 5;
const MAX_RETRY_MS = 100;

/** The health probe's write: one row, rewritten (see WriteHealth). */
const WRITE_PROBE_SQL =
  'INSERT INTO store_probe (id, probed_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at';

interface PendingWrite {
  write: () => unknown;
  resolve: (value: any) => void;
  reject: (error: unknown) => void;
  /** Date.now() past which the write gives up waiting for the lock. */
  deadline: number;
}

interface TestResultRow {
  id: number;
  quiz: string | null;
  total: number;
  score: number;
  answers: string;
  language: string;
  created_at: string;
  idempotency_key: string | null;
}

function storedResult(row: TestResultRow): StoredTestResult {
  return {
    id: row.id,
    quiz: row.quiz,
    total: row.total,
    score: row.score,
    answers: decodeAnswers(row.answers),
    language: row.language,
    createdAt: new Date(row.created_at),
    idempotencyKey: row.idempotency_key,
  };
}

export async function openSqliteStore(
  file: string,
  options: StoreOptions = {},
): Promise<ResultStore> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit, so an acknowledged save survives a crash or power loss.
    db.pragma('synchronous = FULL');
    db.pragma('journal_size_limit = 67108864');
    // Migrations run once at start, before the server listens: they may wait as long as the store timeout.
    db.pragma(`busy_timeout = ${options.timeoutMs ?? DEFAULT_STORE_TIMEOUT_MS}`);
    await migrateSqlite(db);
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    return new SqliteResultStore(db, file === ':memory:' ? file : path.resolve(file), options);
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Brings the database to the last of `migrations` (all of them, but for tests of a migration). */
export async function migrateSqlite(
  db: Database.Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<void> {
  db.exec('BEGIN IMMEDIATE');
  try {
    await runMigrations(
      'sqlite',
      {
        exec: async (sql) => void db.exec(sql),
        currentVersion: async () =>
          (
            db
              .prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations')
              .get() as {
              version: number;
            }
          ).version,
        markApplied: async (migration: Migration) =>
          void db
            .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
            .run(migration.version, migration.name, new Date().toISOString()),
      },
      migrations,
    );
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** SQLite result codes that mean "cannot write here now", as opposed to a bug in a statement. */
function storageFault(error: unknown, file: string): StoreUnavailableError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const where = `the SQLite database ${file}`;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StoreUnavailableError(
      'locked',
      `${where} is locked by another connection: ${driverMessage(error)}`,
      {
        cause: error,
      },
    );
  }
  if (/^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|PERM)/.test(code)) {
    return new StoreUnavailableError(
      'disk',
      `${where} cannot be written: ${driverMessage(error)}`,
      { cause: error },
    );
  }
  return null;
}

class SqliteResultStore implements ResultStore {
  readonly kind = 'sqlite' as const;
  private queue: PendingWrite[] = [];
  private flushScheduled = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = FIRST_RETRY_MS;
  private closed = false;
  /** Score histograms read since the last commit, shared by the saves of one group commit. */
  private countsSinceCommit = new Map<string, ScoreCount[]>();
  /** The answer counts of the saves in the batch being committed, written once at its end. */
  private readonly tally = new QuestionTally();
  private readonly timeoutMs: number;
  private readonly faultLog: FaultLog;
  private readonly health: WriteHealth;

  private readonly insertResult;
  private readonly bumpScoreCount;
  private readonly bumpEventCount;
  private readonly bumpQuestionCount;
  private readonly selectScoreCounts;
  private readonly selectQuestionCounts;
  private readonly selectResult;
  private readonly selectResultByKey;
  private readonly countResults;
  private readonly selectEventCounts;
  private readonly selectTakerCounts;
  private readonly selectVersion;
  private readonly recordProbe;
  private readonly commitBatch;

  constructor(
    private readonly db: Database.Database,
    private readonly file: string,
    options: StoreOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
    this.faultLog = new FaultLog(options.log);
    this.health = new WriteHealth(this.faultLog, () =>
      this.enqueue(() => void this.recordProbe.run(new Date().toISOString())),
    );
    // A key already stored inserts nothing (changes = 0); the save then returns the stored row.
    this.insertResult = db.prepare(
      `INSERT INTO test_results (quiz, total, score, answers, language, created_at, idempotency_key)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
    );
    this.bumpScoreCount = db.prepare(
      `INSERT INTO score_counts (quiz, total, score, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (quiz, total, score) DO UPDATE SET count = count + 1`,
    );
    this.bumpEventCount = db.prepare(
      `INSERT INTO event_counts (day, event, quiz, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (day, event, quiz) DO UPDATE SET count = count + 1`,
    );
    this.bumpQuestionCount = db.prepare(
      `INSERT INTO question_counts (quiz, question, answered, yes) VALUES (?, ?, ?, ?)
       ON CONFLICT (quiz, question) DO UPDATE SET answered = answered + excluded.answered, yes = yes + excluded.yes`,
    );
    this.selectScoreCounts = db.prepare(
      'SELECT score, count FROM score_counts WHERE quiz = ? AND total = ? ORDER BY score',
    );
    this.selectQuestionCounts = db.prepare(
      'SELECT question, answered, yes FROM question_counts WHERE quiz = ?',
    );
    this.selectResult = db.prepare('SELECT * FROM test_results WHERE id = ?');
    this.selectResultByKey = db.prepare('SELECT * FROM test_results WHERE idempotency_key = ?');
    this.countResults = db.prepare('SELECT COUNT(*) AS count FROM test_results').pluck();
    this.selectEventCounts = db.prepare(
      'SELECT day, event, quiz, count FROM event_counts WHERE day >= ? ORDER BY day, event, quiz',
    );
    this.selectTakerCounts = db.prepare(
      "SELECT quiz, language, COUNT(*) AS count FROM test_results GROUP BY quiz, language ORDER BY count DESC, COALESCE(quiz, ''), language",
    );
    this.selectVersion = db
      .prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations')
      .pluck();
    this.recordProbe = db.prepare(WRITE_PROBE_SQL);

    // The saves of a batch add their answers to the tally; its sums are written in the same
    // transaction, one upsert per question however many saves the batch holds.
    this.commitBatch = db.transaction((batch: PendingWrite[]) => {
      this.tally.clear();
      const values = batch.map((pending) => pending.write());
      for (const row of this.tally.rows())
        this.bumpQuestionCount.run(row.quiz, row.question, row.answered, row.yes);
      return values;
    });
  }

  async saveTestResult(result: NewTestResult): Promise<SavedTestResult> {
    const createdAt = toTheHour(result.createdAt);
    // Writes are serialised (one connection, one batch at a time), so the unique key alone decides
    // between saves with the same key, even two in the same batch.
    const saved = await this.health.track(
      this.enqueue((): { id: number } | { replayed: StoredTestResult } => {
        const info = this.insertResult.run(
          result.quiz,
          result.total,
          result.score,
          encodeAnswers(result.answers),
          result.language,
          createdAt.toISOString(),
          result.idempotencyKey ?? null,
        );
        if (info.changes === 0) {
          return {
            replayed: storedResult(
              this.selectResultByKey.get(result.idempotencyKey) as TestResultRow,
            ),
          };
        }
        this.bumpScoreCount.run(quizKey(result.quiz), result.total, result.score);
        if (result.quiz !== null && result.countedAnswers)
          this.tally.add(result.quiz, result.countedAnswers);
        return { id: Number(info.lastInsertRowid) };
      }),
    );
    if ('replayed' in saved) {
      const { replayed } = saved;
      return {
        id: replayed.id,
        createdAt: replayed.createdAt,
        scoreCounts: this.countsAfterCommit(replayed),
        replayed,
      };
    }
    return { id: saved.id, createdAt, scoreCounts: this.countsAfterCommit(result), replayed: null };
  }

  recordEvent(event: AnalyticsEvent, quiz: string | null, at: Date): Promise<void> {
    return this.health.track(
      this.enqueue(() => void this.bumpEventCount.run(utcDay(at), event, quizKey(quiz))),
    );
  }

  async scoreCounts(group: ScoreGroup): Promise<ScoreCount[]> {
    return this.read(
      () => this.selectScoreCounts.all(quizKey(group.quiz), group.total) as ScoreCount[],
    );
  }

  async questionCounts(quiz: string): Promise<QuestionCounts> {
    return countsFromRows(
      this.read(
        () =>
          this.selectQuestionCounts.all(quiz) as {
            question: string;
            answered: number;
            yes: number;
          }[],
      ),
    );
  }

  /** Saves resolve right after their commit, so one read serves every save of a group in it. */
  private countsAfterCommit(group: ScoreGroup): ScoreCount[] {
    const key = `${group.total}:${quizKey(group.quiz)}`;
    let counts = this.countsSinceCommit.get(key);
    if (!counts) {
      counts = this.read(
        () => this.selectScoreCounts.all(quizKey(group.quiz), group.total) as ScoreCount[],
      );
      this.countsSinceCommit.set(key, counts);
    }
    return counts;
  }

  ping(): Promise<void> {
    return this.health.ping(async () => void this.read(() => this.selectVersion.get()));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.flush();
    // Writes still waiting for a lock get until their deadline, as they would while open.
    while (this.queue.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
      this.flush();
    }
    // Let the saves just committed read their score counts before the database goes away.
    await new Promise((resolve) => setImmediate(resolve));
    this.faultLog.flush();
    this.db.close();
  }

  async getTestResult(id: number): Promise<StoredTestResult | null> {
    const row = this.read(() => this.selectResult.get(id) as TestResultRow | undefined);
    return row ? storedResult(row) : null;
  }

  async countTestResults(): Promise<number> {
    return this.read(() => this.countResults.get() as number);
  }

  async eventCounts(since = ''): Promise<EventCount[]> {
    const rows = this.read(
      () => this.selectEventCounts.all(since) as (Omit<EventCount, 'quiz'> & { quiz: string })[],
    );
    return rows.map((row) => ({ ...row, quiz: quizFromKey(row.quiz) }));
  }

  async takerCounts(): Promise<TakerCount[]> {
    return this.read(() => this.selectTakerCounts.all() as TakerCount[]);
  }

  async schemaVersion(): Promise<number> {
    return this.read(() => this.selectVersion.get() as number);
  }

  /** Reads do not wait for writers in WAL mode; the rare busy read fails like a locked write. */
  private read<T>(query: () => T): T {
    // Not `closed`: saves committed by close() still read their score counts before the database closes.
    if (!this.db.open) throw this.closedError();
    try {
      return query();
    } catch (error) {
      throw storageFault(error, this.file) ?? error;
    }
  }

  private closedError(): StoreUnavailableError {
    return new StoreUnavailableError('closed', `the SQLite database ${this.file} is closed`);
  }

  private enqueue<T>(write: () => T): Promise<T> {
    if (this.closed) return Promise.reject(this.closedError());
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve, reject, deadline: Date.now() + this.timeoutMs });
      // While a locked batch waits for its retry, new writes join it instead of trying on their own.
      if (!this.flushScheduled && !this.retryTimer) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    this.retryTimer = null;
    this.giveUpPastDeadline();
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    this.countsSinceCommit.clear();
    let values: unknown[];
    try {
      values = this.commitBatch(batch);
    } catch (error) {
      const fault = storageFault(error, this.file);
      if (fault?.fault === 'locked') return this.retryLater(batch);
      if (fault) {
        for (const pending of batch) pending.reject(fault);
        return;
      }
      // A write that fails on its own (not the database): retry each write alone, so the failure
      // stays with its own request. Nothing of the failed batch was committed.
      for (const pending of batch) {
        try {
          pending.resolve(this.commitBatch([pending])[0]);
        } catch (single) {
          pending.reject(storageFault(single, this.file) ?? single);
        }
      }
      return;
    }
    this.retryDelayMs = FIRST_RETRY_MS;
    for (let i = 0; i < batch.length; i += 1) batch[i]!.resolve(values[i]);
  }

  private retryLater(batch: PendingWrite[]): void {
    this.queue = batch;
    const untilFirstDeadline = Math.min(...batch.map((pending) => pending.deadline)) - Date.now();
    const delay = Math.max(0, Math.min(this.retryDelayMs, untilFirstDeadline));
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, MAX_RETRY_MS);
    if (!this.closed) this.retryTimer = setTimeout(() => this.flush(), delay);
  }

  private giveUpPastDeadline(): void {
    const now = Date.now();
    if (!this.queue.some((pending) => pending.deadline <= now)) return;
    const waiting: PendingWrite[] = [];
    for (const pending of this.queue) {
      if (pending.deadline > now) waiting.push(pending);
      else
        pending.reject(
          new StoreUnavailableError(
            'locked',
            `the SQLite database ${this.file} stayed locked by another connection for ${this.timeoutMs} ms`,
          ),
        );
    }
    this.queue = waiting;
  }
}
