// Migrations over data stored under an older schema, on SQLite and a real PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openStore } from '../../server/store/index.js';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../server/store/migrations.js';
import { migratePostgres } from '../../server/store/postgres.js';
import { migrateSqlite } from '../../server/store/sqlite.js';
import type { ResultStore } from '../../server/store/types.js';
import { createTestDatabase } from '../../scripts/postgres-cluster.js';
import { STORE_KINDS, type StoreKind } from './helpers/stores.js';

/** The schema before results were stored to the hour. */
const PRECISE_TIMES_VERSION = 3;

interface OldRow {
  quiz: string | null;
  createdAt: string;
}

/** A database migrated up to `version` only, with `rows` inserted as that schema's server wrote them. */
async function databaseAt(
  kind: StoreKind,
  version: number,
  rows: OldRow[],
): Promise<{ url: string; drop: () => Promise<void> }> {
  const migrations = MIGRATIONS.filter((migration) => migration.version <= version);
  const insert = (placeholders: string) =>
    `INSERT INTO test_results (quiz, total, score, answers, language, created_at) VALUES (${placeholders})`;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'quiz-migration-'));
    const url = join(dir, 'results.db');
    const db = new Database(url);
    await migrateSqlite(db, migrations);
    const statement = db.prepare(insert('?, 3, 1, ?, ?, ?'));
    for (const row of rows) statement.run(row.quiz, 'ynn', 'en', row.createdAt);
    db.close();
    return { url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createTestDatabase(inject('postgresAdminUrl'));
  await migratePostgres(new pg.Client({ connectionString: database.url }), migrations);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (const row of rows)
      await client.query(insert('$1, 3, 1, $2, $3, $4'), [row.quiz, 'ynn', 'en', row.createdAt]);
  } finally {
    await client.end();
  }
  return { url: database.url, drop: database.drop };
}

/** The store a test opens and the database it made, closed and dropped after each test. */
function closedAfterEach(): { store?: ResultStore; drop?: () => Promise<void> } {
  const opened: { store?: ResultStore; drop?: () => Promise<void> } = {};
  afterEach(async () => {
    await opened.store?.close();
    await opened.drop?.();
    delete opened.store;
    delete opened.drop;
  });
  return opened;
}

describe.each(STORE_KINDS)('%s store migrations', (kind) => {
  const opened = closedAfterEach();

  it('coarsens the times of results stored before, to the hour (UTC), and keeps the rest of each row', async () => {
    const rows: OldRow[] = [
      { quiz: 'food', createdAt: '2026-03-04T05:06:07.089Z' },
      { quiz: null, createdAt: '2026-03-04T05:59:59.999Z' },
      { quiz: 'food', createdAt: '2026-12-31T23:00:00.000Z' },
      { quiz: 'travel', createdAt: '2025-07-01T00:00:00.001Z' },
    ];
    const database = await databaseAt(kind, PRECISE_TIMES_VERSION, rows);
    opened.drop = database.drop;
    opened.store = await openStore(database.url);
    expect(await opened.store!.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(await opened.store!.countTestResults()).toBe(rows.length);
    const stored = await Promise.all(
      rows.map((_, index) => opened.store!.getTestResult(index + 1)),
    );
    expect(stored.map((row) => row?.createdAt.toISOString())).toEqual([
      '2026-03-04T05:00:00.000Z',
      '2026-03-04T05:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
      '2025-07-01T00:00:00.000Z',
    ]);
    expect(
      stored.map(
        (row) =>
          row && { quiz: row.quiz, score: row.score, answers: row.answers, language: row.language },
      ),
    ).toEqual(
      rows.map((row) => ({
        quiz: row.quiz,
        score: 1,
        answers: ['yes', 'no', 'no'],
        language: 'en',
      })),
    );
  });
});

/** The schema whose PostgreSQL pending rows listed each question's id beside a Yes/No array. */
const ID_LIST_PENDING_VERSION = 6;

describe('PostgreSQL pending answers migration', () => {
  const opened = closedAfterEach();

  it('adds what the old pending table held to the counters, then counts new saves through the compact rows', async () => {
    const database = await databaseAt('postgres', ID_LIST_PENDING_VERSION, []);
    opened.drop = database.drop;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        "INSERT INTO question_counts (quiz, question, answered, yes) VALUES ('food', '', 5, 0), ('food', 'q1', 5, 2)",
      );
      const pending =
        'INSERT INTO question_count_pending (quiz, questions, yes) VALUES ($1, $2, $3)';
      await client.query(pending, ['food', ['', 'q1', 'q2'], [0, 1, 0]]);
      await client.query(pending, ['food', ['', 'q1'], [0, 1]]);
      await client.query(pending, ['travel', ['', 'q9'], [0, 0]]);
    } finally {
      await client.end();
    }

    opened.store = await openStore(database.url);
    expect(await opened.store!.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(await opened.store!.questionCounts('food')).toEqual({
      results: 7,
      questions: [
        { question: 'q1', answered: 7, yes: 4 },
        { question: 'q2', answered: 1, yes: 0 },
      ],
    });
    expect(await opened.store!.questionCounts('travel')).toEqual({
      results: 1,
      questions: [{ question: 'q9', answered: 1, yes: 0 }],
    });

    await opened.store!.saveTestResult({
      quiz: 'food',
      total: 3,
      score: 1,
      answers: ['yes', 'no', ''],
      language: 'en',
      createdAt: new Date(),
      countedAnswers: { questions: ['q1', 'q2', 'q3'], answers: ['yes', 'no', ''] },
    });
    // Read while pending, then again after the store has moved it into the counters as it closed.
    const expected = {
      results: 8,
      questions: [
        { question: 'q1', answered: 8, yes: 5 },
        { question: 'q2', answered: 2, yes: 0 },
      ],
    };
    expect(await opened.store!.questionCounts('food')).toEqual(expected);
    await opened.store.close();
    opened.store = await openStore(database.url);
    const after = new pg.Client({ connectionString: database.url });
    await after.connect();
    try {
      expect(
        (await after.query('SELECT COUNT(*)::int AS pending FROM question_answers_pending')).rows[0]
          .pending,
      ).toBe(0);
      expect(
        (await after.query("SELECT to_regclass('question_count_pending') AS old")).rows[0].old,
      ).toBeNull();
    } finally {
      await after.end();
    }
    expect(await opened.store!.questionCounts('food')).toEqual(expected);
  });
});
