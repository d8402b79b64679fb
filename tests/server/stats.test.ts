// npm run stats on both stores: takers per quiz and language, and the analytics events of each of
// the last N days, as a table and as JSON, read from the store DATABASE_URL names.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersWith } from './helpers/answers.js';
import { openTestStore, STORE_KINDS, type TestStore } from './helpers/stores.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DAY_MS = 86_400_000;
const run = promisify(execFile);

function stats(
  databaseUrl: string,
  ...args: string[]
): Promise<{ stdout: string; stderr: string }> {
  return run(`${ROOT}node_modules/.bin/tsx`, ['scripts/stats/stats.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
const isoDay = (daysAgo: number) => day(daysAgo).toISOString().slice(0, 10);

describe.each(STORE_KINDS)('npm run stats on %s', (kind) => {
  let handle: TestStore;
  beforeAll(async () => {
    handle = await openTestStore(kind);
    const { store } = handle;
    const save = (quiz: string | null, total: number, language: string) =>
      store.saveTestResult({
        quiz,
        total,
        score: 1,
        answers: answersWith(total, 1),
        language,
        createdAt: new Date(),
      });
    for (let i = 0; i < 3; i += 1) await save('purity', 100, 'en');
    await save('purity', 100, 'es');
    await save('food', 35, 'es');
    await save(null, 35, 'en');
    for (let i = 0; i < 4; i += 1) await store.recordEvent('test_started', 'purity', day(0));
    await store.recordEvent('test_started', 'food', day(0));
    await store.recordEvent('test_completed', 'purity', day(0));
    await store.recordEvent('share', null, day(2));
    await store.recordEvent('test_started', 'purity', day(10));
  });
  afterAll(() => handle.dispose());

  it('prints the counts as JSON: takers per quiz and language, events per day of the last N days', async () => {
    const { stdout } = await stats(handle.databaseUrl, '--json', '--days', '3');
    const counts = JSON.parse(stdout);
    expect(counts.store).toBe(kind);
    expect(counts.days).toBe(3);
    expect(counts.takers).toEqual([
      { quiz: 'purity', language: 'en', count: 3 },
      ...[
        { quiz: null, language: 'en', count: 1 },
        { quiz: 'food', language: 'es', count: 1 },
        { quiz: 'purity', language: 'es', count: 1 },
      ].sort((a, b) => String(a.quiz ?? '').localeCompare(String(b.quiz ?? ''))),
    ]);
    expect(counts.events).toEqual([
      { day: isoDay(2), test_started: 0, test_completed: 0, share: 1 },
      { day: isoDay(1), test_started: 0, test_completed: 0, share: 0 },
      { day: isoDay(0), test_started: 5, test_completed: 1, share: 0 },
    ]);
  });

  it('prints readable tables, the last 7 days by default', async () => {
    const { stdout } = await stats(handle.databaseUrl);
    expect(stdout).toContain(`Takers per quiz and language (${kind} store, all time)`);
    expect(stdout).toMatch(/^purity\s+en\s+3$/m);
    expect(stdout).toMatch(/^food\s+es\s+1$/m);
    expect(stdout).toMatch(/^\(themed, no slug\)\s+en\s+1$/m);
    expect(stdout).toMatch(/^Total\s+6$/m);
    expect(stdout).toContain('Analytics events per day, last 7 days');
    expect(stdout).toMatch(/^Day \(UTC\)\s+test_started\s+test_completed\s+share$/m);
    expect(stdout).toMatch(new RegExp(`^${isoDay(0)}\\s+5\\s+1\\s+0$`, 'm'));
    expect(stdout).toMatch(new RegExp(`^${isoDay(6)}\\s+0\\s+0\\s+0$`, 'm'));
    // The event ten days ago is outside the window.
    expect(stdout).not.toContain(isoDay(10));
    expect((await stats(handle.databaseUrl, '--json', '--days', '11')).stdout).toContain(
      `"day": "${isoDay(10)}",\n      "test_started": 1`,
    );
  });
});

describe('npm run stats with bad input', () => {
  it('names the problem and exits 1 without creating a database', async () => {
    const missing = `${ROOT}data/no-such-dir-for-stats/results.db`;
    await expect(stats(missing)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`there is no SQLite database at ${missing}`),
    });
    await expect(stats(missing, '--days', '0')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--days must be a whole number from 1 to'),
    });
    await expect(stats(missing, '--weeks', '2')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Unknown option '--weeks'"),
    });
    expect(existsSync(dirname(missing))).toBe(false);
  });
});
