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
import { createTestDatabase } from './helpers/postgres-cluster.js';
import { STORE_KINDS, type StoreKind } from './helpers/stores.js';

/** The schema before results were stored to the hour. */
const PRECISE_TIMES_VERSION = 3;

interface OldRow {
  quiz: string | null;
  createdAt: string;
}

/** A database migrated up to `version` only, with `rows` inserted as that schema's server wrote them. */
async function databaseAt(kind: StoreKind, version: number, rows: OldRow[]): Promise<{ url: string; drop: () => Promise<void> }> {
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
    for (const row of rows) await client.query(insert('$1, 3, 1, $2, $3, $4'), [row.quiz, 'ynn', 'en', row.createdAt]);
  } finally {
    await client.end();
  }
  return { url: database.url, drop: database.drop };
}

describe.each(STORE_KINDS)('%s store migrations', (kind) => {
  let store: ResultStore | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await store?.close();
    await drop?.();
    store = drop = undefined;
  });

  it('coarsens the times of results stored before, to the hour (UTC), and keeps the rest of each row', async () => {
    const rows: OldRow[] = [
      { quiz: 'food', createdAt: '2026-03-04T05:06:07.089Z' },
      { quiz: null, createdAt: '2026-03-04T05:59:59.999Z' },
      { quiz: 'food', createdAt: '2026-12-31T23:00:00.000Z' },
      { quiz: 'travel', createdAt: '2025-07-01T00:00:00.001Z' },
    ];
    const database = await databaseAt(kind, PRECISE_TIMES_VERSION, rows);
    drop = database.drop;
    store = await openStore(database.url);
    expect(await store.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(await store.countTestResults()).toBe(rows.length);
    const stored = await Promise.all(rows.map((_, index) => store!.getTestResult(index + 1)));
    expect(stored.map((row) => row?.createdAt.toISOString())).toEqual([
      '2026-03-04T05:00:00.000Z',
      '2026-03-04T05:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
      '2025-07-01T00:00:00.000Z',
    ]);
    expect(stored.map((row) => row && { quiz: row.quiz, score: row.score, answers: row.answers, language: row.language })).toEqual(
      rows.map((row) => ({ quiz: row.quiz, score: 1, answers: ['yes', 'no', 'no'], language: 'en' })),
    );
  });
});
