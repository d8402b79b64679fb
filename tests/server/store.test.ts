// The store contract, run against SQLite and a real PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { LATEST_SCHEMA_VERSION } from '../../server/store/migrations.js';
import type { NewTestResult } from '../../server/store/types.js';
import { answersWith } from './helpers/answers.js';
import { openTestStore, STORE_KINDS, type TestStore } from './helpers/stores.js';

function result(overrides: Partial<NewTestResult> = {}): NewTestResult {
  return {
    quiz: 'food',
    total: 35,
    score: 10,
    answers: answersWith(35, 10, 3),
    language: 'en',
    createdAt: new Date('2026-03-04T05:06:07.089Z'),
    idempotencyKey: null,
    ...overrides,
  };
}

describe.each(STORE_KINDS)('%s store', (kind) => {
  let handle: TestStore;
  beforeEach(async () => {
    handle = await openTestStore(kind);
  });
  afterEach(async () => {
    await handle.dispose();
  });

  it('runs the migrations once and again harmlessly on the next start', async () => {
    expect(await handle.store.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    await handle.store.saveTestResult(result());
    const reopened = await handle.reopen();
    expect(await reopened.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(await reopened.countTestResults()).toBe(1);
  });

  it('stores quiz, score, answers, language and the time to the hour, and returns numeric ids', async () => {
    const first = await handle.store.saveTestResult(result());
    const second = await handle.store.saveTestResult(
      result({ quiz: null, total: 40, score: 7, answers: answersWith(40, 7) }),
    );
    expect(typeof first.id).toBe('number');
    expect(typeof second.id).toBe('number');
    expect(second.id).toBeGreaterThan(first.id);

    expect(first.createdAt).toEqual(new Date('2026-03-04T05:00:00.000Z'));
    const stored = await handle.store.getTestResult(first.id);
    expect(stored).toEqual({ id: first.id, ...result(), createdAt: first.createdAt });
    const slugless = await handle.store.getTestResult(second.id);
    expect(slugless).toMatchObject({ id: second.id, quiz: null, total: 40, score: 7 });
    expect(await handle.store.getTestResult(second.id + 1000)).toBeNull();
  });

  it('keeps per-quiz score counts in step with the results, including concurrent saves', async () => {
    const scores = Array.from({ length: 60 }, (_, index) => (index * 7) % 36);
    const saved = await Promise.all(
      scores.map((score) =>
        handle.store.saveTestResult(result({ score, answers: answersWith(35, score) })),
      ),
    );
    expect(new Set(saved.map((entry) => entry.id)).size).toBe(scores.length);
    expect(await handle.store.countTestResults()).toBe(scores.length);

    const expected = new Map<number, number>();
    for (const score of scores) expected.set(score, (expected.get(score) ?? 0) + 1);
    const counts = await handle.store.scoreCounts({ quiz: 'food', total: 35 });
    expect(counts).toEqual(
      [...expected].sort((a, b) => a[0] - b[0]).map(([score, count]) => ({ score, count })),
    );
    expect(await handle.store.scoreCounts({ quiz: 'travel', total: 35 })).toEqual([]);
  });

  it('counts slug-less results apart from named ones, per length', async () => {
    await handle.store.saveTestResult(
      result({ quiz: null, score: 5, answers: answersWith(35, 5) }),
    );
    await handle.store.saveTestResult(
      result({ quiz: null, total: 40, score: 5, answers: answersWith(40, 5) }),
    );
    await handle.store.saveTestResult(result({ score: 5, answers: answersWith(35, 5) }));
    expect(await handle.store.scoreCounts({ quiz: null, total: 35 })).toEqual([
      { score: 5, count: 1 },
    ]);
    expect(await handle.store.scoreCounts({ quiz: null, total: 40 })).toEqual([
      { score: 5, count: 1 },
    ]);
    expect(await handle.store.scoreCounts({ quiz: 'food', total: 35 })).toEqual([
      { score: 5, count: 1 },
    ]);
  });

  it('keeps only daily counts per event and quiz', async () => {
    const morning = new Date('2026-05-01T08:00:00Z');
    const evening = new Date('2026-05-01T23:59:59Z');
    const nextDay = new Date('2026-05-02T00:00:01Z');
    await Promise.all([
      handle.store.recordEvent('test_started', 'purity', morning),
      handle.store.recordEvent('test_started', 'purity', evening),
      handle.store.recordEvent('test_started', 'food', evening),
      handle.store.recordEvent('share', null, evening),
      handle.store.recordEvent('test_started', 'purity', nextDay),
    ]);
    expect(await handle.store.eventCounts()).toEqual([
      { day: '2026-05-01', event: 'share', quiz: null, count: 1 },
      { day: '2026-05-01', event: 'test_started', quiz: 'food', count: 1 },
      { day: '2026-05-01', event: 'test_started', quiz: 'purity', count: 2 },
      { day: '2026-05-02', event: 'test_started', quiz: 'purity', count: 1 },
    ]);
  });

  it('answers ping while open and refuses work once closed', async () => {
    await expect(handle.store.ping()).resolves.toBeUndefined();
    const store = handle.store;
    await store.close();
    await expect(store.ping()).rejects.toThrow();
    await expect(store.saveTestResult(result())).rejects.toThrow();
  });
});

describe('sqlite store file', () => {
  it('is created with its directory, in WAL mode, and writes pending at close are kept', async () => {
    const handle = await openTestStore('sqlite');
    try {
      const pending = Array.from({ length: 20 }, (_, score) =>
        handle.store.saveTestResult(result({ score, answers: answersWith(35, score) })),
      );
      // close() commits the queued group before closing the database.
      await handle.store.close();
      await Promise.all(pending);
      const db = new Database(handle.databaseUrl, { readonly: true });
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT COUNT(*) FROM test_results').pluck().get()).toBe(20);
      expect(db.prepare('SELECT SUM(count) FROM score_counts').pluck().get()).toBe(20);
      db.close();
    } finally {
      await handle.dispose();
    }
  });
});
