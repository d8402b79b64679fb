// PostgreSQL store (node-pg pool) for running several app instances against one database.
// Each save is a single statement, so it is atomic and costs one round trip; PostgreSQL's own
// commit path makes it durable before the reply.
import pg from 'pg';
import { runMigrations, type Migration } from './migrations.js';
import { decodeAnswers, encodeAnswers, quizFromKey, quizKey, utcDay } from './row-format.js';
import type {
  AnalyticsEvent,
  EventCount,
  NewTestResult,
  ResultStore,
  SavedTestResult,
  ScoreCount,
  ScoreGroup,
  StoredTestResult,
} from './types.js';

/** Any constant shared by all instances: serialises migrations when several start at once. */
const MIGRATION_LOCK_KEY = 7_351_019;

// Named queries are prepared once per pooled connection.
// A save is one statement: insert, bump the score count, and read the quiz's histogram. All parts
// of a statement see the same snapshot, so the histogram read does not include this save yet.
const SAVE_RESULT = {
  name: 'save-test-result',
  text: `
    WITH inserted AS (
      INSERT INTO test_results (quiz, total, score, answers, language, created_at)
      VALUES ($1, $2, $3, $4, $5, $6)
      RETURNING id
    ), counted AS (
      INSERT INTO score_counts (quiz, total, score, count) VALUES ($7, $2, $3, 1)
      ON CONFLICT (quiz, total, score) DO UPDATE SET count = score_counts.count + 1
    )
    SELECT
      (SELECT id FROM inserted) AS id,
      (SELECT COALESCE(json_agg(json_build_array(score, count) ORDER BY score), '[]'::json)
         FROM score_counts WHERE quiz = $7 AND total = $2) AS counts`,
};
const BUMP_EVENT = {
  name: 'bump-event-count',
  text: `
    INSERT INTO event_counts (day, event, quiz, count) VALUES ($1, $2, $3, 1)
    ON CONFLICT (day, event, quiz) DO UPDATE SET count = event_counts.count + 1`,
};
const SELECT_SCORE_COUNTS = {
  name: 'select-score-counts',
  text: 'SELECT score, count FROM score_counts WHERE quiz = $1 AND total = $2 ORDER BY score',
};

export interface PostgresStoreOptions {
  /** Pool size per app instance. */
  maxConnections?: number;
  /** Called when an idle pooled connection fails (e.g. the server restarted); defaults to logging. */
  onPoolError?: (error: Error) => void;
}

export async function openPostgresStore(
  connectionString: string,
  options: PostgresStoreOptions = {},
): Promise<ResultStore> {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // A request waits at most this long for a free connection instead of hanging when the
    // database is unreachable or the pool is exhausted.
    connectionTimeoutMillis: 10_000,
    application_name: 'quiz-server',
  });
  pool.on(
    'error',
    options.onPoolError ?? ((error) => console.error('PostgreSQL pool error:', error.message)),
  );
  try {
    await migrate(pool);
    return new PostgresResultStore(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await runMigrations('postgres', {
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
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
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

  constructor(private readonly pool: pg.Pool) {}

  async saveTestResult(result: NewTestResult): Promise<SavedTestResult> {
    const { rows } = await this.pool.query({
      ...SAVE_RESULT,
      values: [
        result.quiz,
        result.total,
        result.score,
        encodeAnswers(result.answers),
        result.language,
        result.createdAt,
        quizKey(result.quiz),
      ],
    });
    const before = (rows[0].counts as [number, number][]).map(([score, count]) => ({ score, count }));
    // node-pg returns BIGINT as a string; ids are JSON numbers from both stores.
    return { id: Number(rows[0].id), createdAt: result.createdAt, scoreCounts: withOneMore(before, result.score) };
  }

  async recordEvent(event: AnalyticsEvent, quiz: string | null, at: Date): Promise<void> {
    await this.pool.query({ ...BUMP_EVENT, values: [utcDay(at), event, quizKey(quiz)] });
  }

  async scoreCounts(group: ScoreGroup): Promise<ScoreCount[]> {
    const { rows } = await this.pool.query({
      ...SELECT_SCORE_COUNTS,
      values: [quizKey(group.quiz), group.total],
    });
    return rows.map((row) => ({ score: row.score, count: Number(row.count) }));
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('The store is closed');
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  async getTestResult(id: number): Promise<StoredTestResult | null> {
    const { rows } = await this.pool.query(
      'SELECT id, quiz, total, score, answers, language, created_at FROM test_results WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      quiz: row.quiz,
      total: row.total,
      score: row.score,
      answers: decodeAnswers(row.answers),
      language: row.language,
      createdAt: row.created_at,
    };
  }

  async countTestResults(): Promise<number> {
    const { rows } = await this.pool.query('SELECT COUNT(*) AS count FROM test_results');
    return Number(rows[0].count);
  }

  async eventCounts(): Promise<EventCount[]> {
    const { rows } = await this.pool.query(
      'SELECT day::text AS day, event, quiz, count FROM event_counts ORDER BY day, event, quiz',
    );
    return rows.map((row) => ({
      day: row.day,
      event: row.event,
      quiz: quizFromKey(row.quiz),
      count: Number(row.count),
    }));
  }

  async schemaVersion(): Promise<number> {
    const { rows } = await this.pool.query(
      'SELECT COALESCE(MAX(version), 0)::int AS version FROM schema_migrations',
    );
    return rows[0].version;
  }
}
