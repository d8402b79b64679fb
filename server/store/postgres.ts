// PostgreSQL store (node-pg pool) for running several app instances against one database.
// Each save is a single statement, so it is atomic and costs one round trip; PostgreSQL's own
// commit path makes it durable before the reply. Every wait is bounded by the store timeout: for a
// connection, for a statement (server side, which also bounds lock waits) and for any answer at
// all (client side, for a frozen server).
import type { Store as RateLimitStore } from 'express-rate-limit';
import pg from 'pg';
import { driverMessage, StoreUnavailableError, type StoreFault } from './errors.js';
import { FaultLog } from './fault-log.js';
import { MIGRATIONS, runMigrations, type Migration } from './migrations.js';
import { PostgresRateLimitStore, SWEEP_RATE_LIMITS } from './postgres-rate-limit.js';
import {
  PostgresQuestionCounts,
  SELECT_QUESTION_COUNTS,
  type PendingAnswers,
} from './postgres-question-counts.js';
import {
  countsFromRows,
  decodeAnswers,
  encodeAnswers,
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

/** Any constant shared by all instances: serialises migrations when several start at once. */
const MIGRATION_LOCK_KEY = 7_351_019;

// Named queries are prepared once per pooled connection.
// A save is one statement: insert, bump the score count, and read the quiz's histogram. All parts
// of a statement see the same snapshot, so the histogram read does not include this save yet.
// An idempotency key already stored (or being stored by a concurrent save, which the insert waits
// for) inserts nothing and counts nothing: id is null, and the stored row is read afterwards,
// by a statement of its own, whose snapshot includes that other save's commit.
const SAVE_RESULT = {
  name: 'save-test-result',
  text: `
    WITH inserted AS (
      INSERT INTO test_results (quiz, total, score, answers, language, created_at, idempotency_key)
      VALUES ($1, $2, $3, $4, $5, $6, $8)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), counted AS (
      INSERT INTO score_counts (quiz, total, score, count)
      SELECT $7, $2, $3, 1 FROM inserted
      ON CONFLICT (quiz, total, score) DO UPDATE SET count = score_counts.count + 1
    ), pending AS (
      INSERT INTO question_answers_pending (quiz, list, answers)
      SELECT $7, $9, $10 FROM inserted WHERE $9::text IS NOT NULL
    )
    SELECT
      (SELECT id FROM inserted) AS id,
      (SELECT COALESCE(json_agg(json_build_array(score, count) ORDER BY score), '[]'::json)
         FROM score_counts WHERE quiz = $7 AND total = $2) AS counts`,
};
const SELECT_RESULT_COLUMNS =
  'SELECT id, quiz, total, score, answers, language, created_at, idempotency_key FROM test_results';
const SELECT_RESULT_BY_KEY = {
  name: 'select-result-by-key',
  text: `${SELECT_RESULT_COLUMNS} WHERE idempotency_key = $1`,
};
const BUMP_EVENT = {
  name: 'bump-event-count',
  text: `
    INSERT INTO event_counts (day, event, quiz, count) VALUES ($1, $2, $3, 1)
    ON CONFLICT (day, event, quiz) DO UPDATE SET count = event_counts.count + 1`,
};
/** How often each instance moves pending answers into the counters. */
const FLUSH_INTERVAL_MS = 1_000;
const SELECT_SCORE_COUNTS = {
  name: 'select-score-counts',
  text: 'SELECT score, count FROM score_counts WHERE quiz = $1 AND total = $2 ORDER BY score',
};

/**
 * The client-side query timeout is this much longer than the server's statement timeout: a slow
 * statement is cancelled by the server (the connection stays usable), and the client gives up
 * only when the server does not answer at all (frozen, or the network is gone).
 */
const CLIENT_TIMEOUT_MARGIN_MS = 1_000;
const RATE_LIMIT_SWEEP_MS = 60_000;

const WRITE_PROBE = {
  name: 'write-probe',
  text: 'INSERT INTO store_probe (id, probed_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at',
};

export interface PostgresStoreOptions extends StoreOptions {
  /** Pool size per app instance. */
  maxConnections?: number;
}

export async function openPostgresStore(
  connectionString: string,
  options: PostgresStoreOptions = {},
): Promise<ResultStore> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
  // Migrations may take long and wait for another instance's; they run before the server listens.
  await migratePostgres(
    new pg.Client({
      connectionString,
      connectionTimeoutMillis: timeoutMs,
      application_name: 'quiz-server',
    }),
  );
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // A request waits at most this long for a connection (a free one from the pool, or a new one).
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    application_name: 'quiz-server',
  });
  return new PostgresResultStore(
    pool,
    `PostgreSQL at ${maskPassword(connectionString)}`,
    timeoutMs,
    new FaultLog(options.log),
  );
}

/** Brings the database to the last of `migrations` (all of them, but for tests of a migration), then ends the client. */
export async function migratePostgres(
  client: pg.Client,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<void> {
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await runMigrations(
      'postgres',
      {
        exec: async (sql) => void (await client.query(sql)),
        currentVersion: async () => {
          const { rows } = await client.query(
            'SELECT COALESCE(MAX(version), 0)::int AS version FROM schema_migrations',
          );
          return rows[0].version as number;
        },
        markApplied: async (migration: Migration) =>
          void (await client.query(
            'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
            [migration.version, migration.name, new Date().toISOString()],
          )),
      },
      migrations,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** The URL with its password replaced, fit for logs and error messages. */
export function maskPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return connectionString.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * Which failures mean "the database cannot take this now": SQLSTATE classes for timeouts, locks,
 * lost connections, shutdowns and full disks, socket errors, and node-pg's own timeouts and closed
 * connections (which carry no code, only their message).
 */
function storageFault(error: unknown, where: string): StoreUnavailableError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  const detail = `${where}: ${driverMessage(error)}`;
  const fault = (kind: StoreFault) => new StoreUnavailableError(kind, detail, { cause: error });
  if (typeof code === 'string') {
    if (code === '57014') return fault('timeout'); // statement timeout
    if (code === '55P03' || code.startsWith('40')) return fault('locked'); // lock timeout, deadlock, serialization
    if (code.startsWith('08') || code.startsWith('57P') || code === '53300')
      return fault('connection');
    if (code.startsWith('53') || code.startsWith('58') || code === '25006') return fault('disk');
    if (CONNECTION_ERRNOS.has(code)) return fault('connection');
  }
  if (/timeout exceeded when trying to connect|Query read timeout/.test(error.message))
    return fault('timeout');
  if (/Connection terminated|not queryable|Connection refused/i.test(error.message))
    return fault('connection');
  return null;
}

function storedResult(row: Record<string, any>): StoredTestResult {
  return {
    id: Number(row.id),
    quiz: row.quiz,
    total: row.total,
    score: row.score,
    answers: decodeAnswers(row.answers),
    language: row.language,
    createdAt: row.created_at,
    idempotencyKey: row.idempotency_key,
  };
}

/** The histogram with one more result at `score`. */
function withOneMore(counts: ScoreCount[], score: number): ScoreCount[] {
  const existing = counts.find((row) => row.score === score);
  if (existing) {
    existing.count += 1;
    return counts;
  }
  return [...counts, { score, count: 1 }].sort((a, b) => a.score - b.score);
}

class PostgresResultStore implements ResultStore {
  readonly kind = 'postgres' as const;
  private closed = false;
  private readonly health: WriteHealth;
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly flushTimer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;
  private readonly pendingCounts = new PostgresQuestionCounts((query) => this.write(query));

  constructor(
    private readonly pool: pg.Pool,
    private readonly where: string,
    private readonly timeoutMs: number,
    private readonly faultLog: FaultLog,
  ) {
    this.health = new WriteHealth(faultLog, async () => {
      await this.run({ ...WRITE_PROBE, values: [new Date().toISOString()] });
    });
    // An idle pooled connection that fails (the server restarted or went away) is dropped by the pool.
    pool.on('error', (error) =>
      faultLog.report(`Store connection lost: ${this.where}: ${driverMessage(error)}`),
    );
    this.flushTimer = setInterval(() => void this.flushCounts(), FLUSH_INTERVAL_MS).unref();
  }

  /**
   * Moves pending answers into the counters. A failed flush leaves them pending (still read, and
   * moved by the next flush of any instance), so it is only reported.
   */
  private flushCounts(): Promise<void> {
    this.flushing ??= this.moveCounts()
      .catch((error: unknown) =>
        this.faultLog.report(
          `Could not move pending question counts: ${this.where}: ${driverMessage(error)}`,
        ),
      )
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private async moveCounts(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await this.pendingCounts.move(client);
      client.release();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      // A connection that failed mid-transaction is not given back to the pool.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  async saveTestResult(result: NewTestResult): Promise<SavedTestResult> {
    const createdAt = toTheHour(result.createdAt);
    const pending: PendingAnswers | null =
      result.quiz !== null && result.countedAnswers
        ? await this.pendingCounts.pending(result.countedAnswers)
        : null;
    const { rows } = await this.write({
      ...SAVE_RESULT,
      values: [
        result.quiz,
        result.total,
        result.score,
        encodeAnswers(result.answers),
        result.language,
        createdAt,
        quizKey(result.quiz),
        result.idempotencyKey ?? null,
        pending?.list ?? null,
        pending?.answers ?? null,
      ],
    });
    if (rows[0].id === null) return this.replay(result.idempotencyKey!);
    const before = (rows[0].counts as [number, number][]).map(([score, count]) => ({
      score,
      count,
    }));
    // node-pg returns BIGINT as a string; ids are JSON numbers from both stores.
    return {
      id: Number(rows[0].id),
      createdAt,
      scoreCounts: withOneMore(before, result.score),
      replayed: null,
    };
  }

  /** The answer to a save whose idempotency key was already stored: the stored result, unchanged. */
  private async replay(idempotencyKey: string): Promise<SavedTestResult> {
    const { rows } = await this.run({ ...SELECT_RESULT_BY_KEY, values: [idempotencyKey] });
    const replayed = storedResult(rows[0]);
    const scoreCounts = await this.scoreCounts(replayed);
    return { id: replayed.id, createdAt: replayed.createdAt, scoreCounts, replayed };
  }

  async recordEvent(event: AnalyticsEvent, quiz: string | null, at: Date): Promise<void> {
    await this.write({ ...BUMP_EVENT, values: [utcDay(at), event, quizKey(quiz)] });
  }

  async scoreCounts(group: ScoreGroup): Promise<ScoreCount[]> {
    const { rows } = await this.run({
      ...SELECT_SCORE_COUNTS,
      values: [quizKey(group.quiz), group.total],
    });
    return rows.map((row) => ({ score: row.score, count: Number(row.count) }));
  }

  async questionCounts(quiz: string): Promise<QuestionCounts> {
    const { rows } = await this.run({ ...SELECT_QUESTION_COUNTS, values: [quiz] });
    return countsFromRows(rows);
  }

  ping(): Promise<void> {
    return this.health.ping(async () => void (await this.run('SELECT 1')));
  }

  rateLimitStore(prefix: string): RateLimitStore {
    return new PostgresRateLimitStore(
      prefix,
      async (query) => (await this.write(query)).rows,
      // Counters of clients that never came back are deleted by every instance, once a minute.
      () => {
        this.sweepTimer ??= setInterval(
          () => void this.write(SWEEP_RATE_LIMITS).catch(() => {}),
          RATE_LIMIT_SWEEP_MS,
        ).unref();
      },
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    clearInterval(this.flushTimer);
    // A last move of what this instance's saves left pending, as long as the database answers.
    await Promise.race([
      this.flushing ?? Promise.resolve(),
      new Promise((resolve) => setTimeout(resolve, this.timeoutMs).unref()),
    ]);
    await Promise.race([
      this.flushCounts(),
      new Promise((resolve) => setTimeout(resolve, this.timeoutMs).unref()),
    ]);
    // Ending waits for each connection to say goodbye, which a frozen server never does.
    await Promise.race([
      this.pool.end(),
      new Promise((resolve) => setTimeout(resolve, this.timeoutMs).unref()),
    ]);
    this.faultLog.flush();
  }

  async getTestResult(id: number): Promise<StoredTestResult | null> {
    const { rows } = await this.run({
      text: `${SELECT_RESULT_COLUMNS} WHERE id = $1`,
      values: [id],
    });
    return rows[0] ? storedResult(rows[0]) : null;
  }

  async countTestResults(): Promise<number> {
    const { rows } = await this.run('SELECT COUNT(*) AS count FROM test_results');
    return Number(rows[0].count);
  }

  async eventCounts(since?: string): Promise<EventCount[]> {
    const { rows } = await this.run({
      text: `SELECT day::text AS day, event, quiz, count FROM event_counts
             WHERE $1::date IS NULL OR day >= $1::date ORDER BY day, event, quiz`,
      values: [since ?? null],
    });
    return rows.map((row) => ({
      day: row.day,
      event: row.event,
      quiz: quizFromKey(row.quiz),
      count: Number(row.count),
    }));
  }

  async takerCounts(): Promise<TakerCount[]> {
    const { rows } = await this.run(
      "SELECT quiz, language, COUNT(*) AS count FROM test_results GROUP BY quiz, language ORDER BY count DESC, COALESCE(quiz, ''), language",
    );
    return rows.map((row) => ({
      quiz: row.quiz,
      language: row.language,
      count: Number(row.count),
    }));
  }

  async schemaVersion(): Promise<number> {
    const { rows } = await this.run(
      'SELECT COALESCE(MAX(version), 0)::int AS version FROM schema_migrations',
    );
    return rows[0].version;
  }

  /** One statement; database faults become StoreUnavailableError. */
  private async run(query: string | pg.QueryConfig): Promise<pg.QueryResult> {
    if (this.closed)
      throw new StoreUnavailableError('closed', `${this.where}: the store is closed`);
    try {
      return await this.pool.query(query);
    } catch (error) {
      throw storageFault(error, this.where) ?? error;
    }
  }

  /** A statement that writes: its outcome tells the health check whether writes work. */
  private write(query: string | pg.QueryConfig): Promise<pg.QueryResult> {
    return this.health.track(this.run(query));
  }
}
