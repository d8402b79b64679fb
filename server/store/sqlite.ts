// SQLite store (better-sqlite3, WAL, synchronous=FULL) with group commit: writes arriving in the
// same event-loop turn share one transaction, and each promise settles only after that commit.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
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

interface PendingWrite {
  write: () => unknown;
  resolve: (value: any) => void;
  reject: (error: unknown) => void;
}

interface TestResultRow {
  id: number;
  quiz: string | null;
  total: number;
  score: number;
  answers: string;
  language: string;
  created_at: string;
}

export async function openSqliteStore(file: string): Promise<ResultStore> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit, so an acknowledged save survives a crash or power loss.
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_size_limit = 67108864');
    await migrate(db);
    return new SqliteResultStore(db);
  } catch (error) {
    db.close();
    throw error;
  }
}

async function migrate(db: Database.Database): Promise<void> {
  db.exec('BEGIN IMMEDIATE');
  try {
    await runMigrations('sqlite', {
      exec: async (sql) => void db.exec(sql),
      currentVersion: async () =>
        (db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get() as {
          version: number;
        }).version,
      markApplied: async (migration: Migration) =>
        void db
          .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.name, new Date().toISOString()),
    });
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

class SqliteResultStore implements ResultStore {
  readonly kind = 'sqlite' as const;
  private queue: PendingWrite[] = [];
  private flushScheduled = false;
  private closed = false;
  /** Score histograms read since the last commit, shared by the saves of one group commit. */
  private countsSinceCommit = new Map<string, ScoreCount[]>();

  private readonly insertResult;
  private readonly bumpScoreCount;
  private readonly bumpEventCount;
  private readonly selectScoreCounts;
  private readonly selectResult;
  private readonly countResults;
  private readonly selectEventCounts;
  private readonly selectVersion;
  private readonly commitBatch;

  constructor(private readonly db: Database.Database) {
    this.insertResult = db.prepare(
      'INSERT INTO test_results (quiz, total, score, answers, language, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.bumpScoreCount = db.prepare(
      `INSERT INTO score_counts (quiz, total, score, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (quiz, total, score) DO UPDATE SET count = count + 1`,
    );
    this.bumpEventCount = db.prepare(
      `INSERT INTO event_counts (day, event, quiz, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (day, event, quiz) DO UPDATE SET count = count + 1`,
    );
    this.selectScoreCounts = db.prepare(
      'SELECT score, count FROM score_counts WHERE quiz = ? AND total = ? ORDER BY score',
    );
    this.selectResult = db.prepare('SELECT * FROM test_results WHERE id = ?');
    this.countResults = db.prepare('SELECT COUNT(*) AS count FROM test_results').pluck();
    this.selectEventCounts = db.prepare(
      'SELECT day, event, quiz, count FROM event_counts ORDER BY day, event, quiz',
    );
    this.selectVersion = db.prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations').pluck();

    this.commitBatch = db.transaction((batch: PendingWrite[]) => batch.map((pending) => pending.write()));
  }

  async saveTestResult(result: NewTestResult): Promise<SavedTestResult> {
    const id = await this.enqueue(() => {
      const info = this.insertResult.run(
        result.quiz,
        result.total,
        result.score,
        encodeAnswers(result.answers),
        result.language,
        result.createdAt.toISOString(),
      );
      this.bumpScoreCount.run(quizKey(result.quiz), result.total, result.score);
      return Number(info.lastInsertRowid);
    });
    return { id, createdAt: result.createdAt, scoreCounts: this.countsAfterCommit(result) };
  }

  recordEvent(event: AnalyticsEvent, quiz: string | null, at: Date): Promise<void> {
    return this.enqueue(() => void this.bumpEventCount.run(utcDay(at), event, quizKey(quiz)));
  }

  async scoreCounts(group: ScoreGroup): Promise<ScoreCount[]> {
    return this.selectScoreCounts.all(quizKey(group.quiz), group.total) as ScoreCount[];
  }

  /** Saves resolve right after their commit, so one read serves every save of a group in it. */
  private countsAfterCommit(group: ScoreGroup): ScoreCount[] {
    const key = `${group.total}:${quizKey(group.quiz)}`;
    let counts = this.countsSinceCommit.get(key);
    if (!counts) {
      counts = this.selectScoreCounts.all(quizKey(group.quiz), group.total) as ScoreCount[];
      this.countsSinceCommit.set(key, counts);
    }
    return counts;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('The store is closed');
    this.selectVersion.get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.flush();
    // Let the saves just committed read their score counts before the database goes away.
    await new Promise((resolve) => setImmediate(resolve));
    this.db.close();
  }

  async getTestResult(id: number): Promise<StoredTestResult | null> {
    const row = this.selectResult.get(id) as TestResultRow | undefined;
    if (!row) return null;
    return {
      id: row.id,
      quiz: row.quiz,
      total: row.total,
      score: row.score,
      answers: decodeAnswers(row.answers),
      language: row.language,
      createdAt: new Date(row.created_at),
    };
  }

  async countTestResults(): Promise<number> {
    return this.countResults.get() as number;
  }

  async eventCounts(): Promise<EventCount[]> {
    const rows = this.selectEventCounts.all() as (Omit<EventCount, 'quiz'> & { quiz: string })[];
    return rows.map((row) => ({ ...row, quiz: quizFromKey(row.quiz) }));
  }

  async schemaVersion(): Promise<number> {
    return this.selectVersion.get() as number;
  }

  private enqueue<T>(write: () => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The store is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    this.countsSinceCommit.clear();
    let values: unknown[];
    try {
      values = this.commitBatch(batch);
    } catch {
      // Rare (a failing write or commit): retry each write alone, so a failure stays with its own
      // request. Nothing of the failed batch was committed.
      for (const pending of batch) {
        try {
          pending.resolve(this.commitBatch([pending])[0]);
        } catch (error) {
          pending.reject(error);
        }
      }
      return;
    }
    for (let i = 0; i < batch.length; i += 1) batch[i]!.resolve(values[i]);
  }
}
