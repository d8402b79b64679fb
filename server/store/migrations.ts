// Versioned schema migrations, run at start by both stores. Append new versions; never edit an
// applied one. Each migration carries its SQL in both dialects.

export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'results, per-quiz score counts, daily event counts',
    // score_counts is the histogram comparison stats read: at most 101 rows per quiz, kept up to
    // date in the same transaction as each insert. quiz is '' there for slug-less results.
    sqlite: `
      CREATE TABLE test_results (
        id INTEGER PRIMARY KEY,
        quiz TEXT,
        total INTEGER NOT NULL,
        score INTEGER NOT NULL,
        answers TEXT NOT NULL,
        language TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE score_counts (
        quiz TEXT NOT NULL,
        total INTEGER NOT NULL,
        score INTEGER NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (quiz, total, score)
      ) WITHOUT ROWID;
      CREATE TABLE event_counts (
        day TEXT NOT NULL,
        event TEXT NOT NULL,
        quiz TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, event, quiz)
      ) WITHOUT ROWID;
    `,
    postgres: `
      CREATE TABLE test_results (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        quiz TEXT,
        total SMALLINT NOT NULL,
        score SMALLINT NOT NULL,
        answers TEXT NOT NULL,
        language TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE score_counts (
        quiz TEXT NOT NULL,
        total SMALLINT NOT NULL,
        score SMALLINT NOT NULL,
        count BIGINT NOT NULL,
        PRIMARY KEY (quiz, total, score)
      );
      CREATE TABLE event_counts (
        day DATE NOT NULL,
        event TEXT NOT NULL,
        quiz TEXT NOT NULL,
        count BIGINT NOT NULL,
        PRIMARY KEY (day, event, quiz)
      );
    `,
  },
  {
    version: 2,
    name: 'write probe row for the health check',
    // One row that /api/health rewrites while writes are failing, to see when they work again.
    sqlite: `CREATE TABLE store_probe (id INTEGER PRIMARY KEY, probed_at TEXT NOT NULL);`,
    postgres: `CREATE TABLE store_probe (id INTEGER PRIMARY KEY, probed_at TEXT NOT NULL);`,
  },
  {
    version: 3,
    name: 'write rate limit counters shared by all instances (PostgreSQL)',
    // SQLite serves one process, whose rate limiter counts in memory. UNLOGGED: counters that
    // last a minute need no crash safety, and skipping the WAL makes each hit cheaper.
    sqlite: '',
    postgres: `
      CREATE UNLOGGED TABLE rate_limit_hits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        reset_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
    `,
  },
  {
    version: 4,
    name: 'result times to the hour',
    // New results are stored to the hour (row-format.ts, toTheHour); this coarsens the older ones.
    sqlite: `
      UPDATE test_results SET created_at = strftime('%Y-%m-%dT%H:00:00.000Z', created_at)
      WHERE created_at <> strftime('%Y-%m-%dT%H:00:00.000Z', created_at);
    `,
    // In UTC, not the session's time zone, which may be offset by a fraction of an hour.
    postgres: `
      UPDATE test_results SET created_at = date_trunc('hour', created_at, 'UTC')
      WHERE created_at <> date_trunc('hour', created_at, 'UTC');
    `,
  },
  {
    version: 5,
    name: 'idempotency key of each result, unique',
    // Null for results saved without a key (older clients); both databases let any number of
    // rows have a null in a unique index.
    sqlite: `
      ALTER TABLE test_results ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX test_results_idempotency_key ON test_results (idempotency_key);
    `,
    postgres: `
      ALTER TABLE test_results ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX test_results_idempotency_key ON test_results (idempotency_key);
    `,
  },
  {
    version: 6,
    name: 'per-question answer counters',
    // question_counts is what a quiz's figures are read from, so reading them never scans
    // results; the row with question '' counts the quiz's counted results (answered) and has yes 0.
    // SQLite adds each group commit's sums to it in the saves' own transaction. On PostgreSQL a save
    // only appends its counted answers to question_count_pending in its own statement (no shared
    // row to wait for, however many instances save the same quiz), and each instance moves pending
    // rows into question_counts about once a second, in one statement; reads add what is still
    // pending. Results stored before this version are not counted: their answers are positional
    // and may belong to questions replaced since (docs/operations.md).
    sqlite: `
      CREATE TABLE question_counts (
        quiz TEXT NOT NULL,
        question TEXT NOT NULL,
        answered INTEGER NOT NULL,
        yes INTEGER NOT NULL,
        PRIMARY KEY (quiz, question)
      ) WITHOUT ROWID;
    `,
    postgres: `
      CREATE TABLE question_counts (
        quiz TEXT NOT NULL,
        question TEXT NOT NULL,
        answered BIGINT NOT NULL,
        yes BIGINT NOT NULL,
        PRIMARY KEY (quiz, question)
      );
      CREATE TABLE question_count_pending (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        quiz TEXT NOT NULL,
        questions TEXT[] NOT NULL,
        yes SMALLINT[] NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'compact pending question answers',
    // On PostgreSQL a counted save's pending row named each of its questions (up to 100 ids, with a
    // Yes/No array beside them), which the database parsed on every save and grouped again on every
    // move. A pending row now names its list of questions by key (question_lists, one row per list
    // the site has ever sent) and carries the answers as stored in test_results ("y", "n", "-" per
    // question); the instance that moves pending rows sums them itself. What the old table still
    // held is added to the counters here, in the migration's transaction. SQLite has nothing pending.
    sqlite: `-- SQLite adds a batch's sums to the counters in the saves' own transaction: nothing to change.`,
    postgres: `
      CREATE TABLE question_lists (
        key TEXT PRIMARY KEY,
        questions TEXT[] NOT NULL
      );
      CREATE TABLE question_answers_pending (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        quiz TEXT NOT NULL,
        list TEXT NOT NULL,
        answers TEXT NOT NULL
      );
      INSERT INTO question_counts (quiz, question, answered, yes)
        SELECT pending.quiz, answer.question, COUNT(*), SUM(answer.yes)
          FROM question_count_pending AS pending, unnest(pending.questions, pending.yes) AS answer (question, yes)
          GROUP BY pending.quiz, answer.question
          ORDER BY pending.quiz, answer.question
        ON CONFLICT (quiz, question) DO UPDATE
          SET answered = question_counts.answered + excluded.answered, yes = question_counts.yes + excluded.yes;
      DROP TABLE question_count_pending;
    `,
  },
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** What a store provides to the runner: statements inside one transaction that holds a lock. */
export interface MigrationSession {
  exec(sql: string): Promise<void>;
  currentVersion(): Promise<number>;
  markApplied(migration: Migration): Promise<void>;
}

/** Works in both dialects: the runner creates it before reading the current version. */
export const CREATE_MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`;

/** Applies every migration newer than the database's version; returns the resulting version. */
export async function runMigrations(
  dialect: 'sqlite' | 'postgres',
  session: MigrationSession,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  await session.exec(CREATE_MIGRATIONS_TABLE);
  let version = await session.currentVersion();
  const latest = migrations[migrations.length - 1]?.version ?? 0;
  if (version > latest) {
    throw new Error(
      `The database schema is at version ${version}, newer than this server knows (${latest})`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    await session.exec(migration[dialect]);
    await session.markApplied(migration);
    version = migration.version;
  }
  return version;
}
