// Storage faults against the real server process: a SQLite write lock held by another connection,
// a full disk, and on PostgreSQL a lock held by another session, a stopped server and a frozen one.
// During each fault static pages and /api/health answer within 100 ms, saves get 503 with
// Retry-After in bounded time, health says 503 while writes fail, and everything recovers after.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/index.js';
import { mainBody } from './helpers/answers.js';
import { createFakeSite } from './helpers/fake-site.js';
import { logLines, logMessages } from './helpers/log-lines.js';
import { postJson, request, type RawResponse } from './helpers/http.js';
import {
  createTestDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../../scripts/postgres-cluster.js';
import { startServerProcess, type ServerProcess } from './helpers/server-process.js';

/** How long a log line may take to reach the output: the logs are asynchronous. */
const LOG_WAIT_MS = 2_000;

const STORE_TIMEOUT_MS = 1_000;
/** What the issue demands of pages and health during a fault. */
const FAST_MS = 100;
/** A save's 503 may take the store timeout (twice on PostgreSQL: connection, then answer) plus this. */
const SLACK_MS = 2_000;

let site: ReturnType<typeof createFakeSite>;
let server: ServerProcess | null = null;

beforeAll(() => {
  site = createFakeSite();
});
afterAll(() => site.remove());
afterEach(async () => {
  if (server && server.child.exitCode === null) {
    // The node process, not tsx: killing tsx alone would leave its child running.
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
  }
  server = null;
});

async function start(databaseUrl: string): Promise<ServerProcess> {
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    STATIC_DIR: site.dir,
    STORE_TIMEOUT_MS: String(STORE_TIMEOUT_MS),
  });
  return server;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

/** Gives up after `ms` (a hung save on the old code) instead of hanging the test. */
function within(ms: number, pending: Promise<RawResponse>): Promise<RawResponse | 'no answer'> {
  return Promise.race([
    pending,
    new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms)),
  ]);
}

async function save(
  url: string,
  yes = 1,
): Promise<{ response: RawResponse | 'no answer'; ms: number }> {
  const { value, ms } = await timed(() =>
    within(
      STORE_TIMEOUT_MS * 2 + SLACK_MS + 5_000,
      postJson(url, '/api/test-results', mainBody(yes)),
    ),
  );
  return { response: value, ms };
}

/** The home page and /api/health answer within FAST_MS; returns health's status. */
async function expectFastPagesAndHealth(url: string): Promise<number> {
  const page = await timed(() => request(url, '/'));
  expect(page.value.status).toBe(200);
  expect(page.ms, 'the home page during the fault').toBeLessThan(FAST_MS);
  const health = await timed(() => request(url, '/api/health'));
  expect(health.ms, '/api/health during the fault').toBeLessThan(FAST_MS);
  return health.value.status;
}

/**
 * Sends a save while the fault lasts and runs `meanwhile` five times, 100 ms apart, as it waits;
 * expects the save's 503 and returns how long it took.
 */
async function saveDuringFault(
  url: string,
  fault: string,
  meanwhile: () => Promise<unknown>,
): Promise<number> {
  const pending = save(url);
  for (let i = 0; i < 5; i += 1) {
    await meanwhile();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { response, ms } = await pending;
  console.log(
    `${fault}: save answered ${response === 'no answer' ? 'nothing' : response.status} after ${Math.round(ms)} ms`,
  );
  expectStoreUnavailable(response);
  return ms;
}

function expectStoreUnavailable(response: RawResponse | 'no answer'): void {
  expect(response).not.toBe('no answer');
  const answer = response as RawResponse;
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.json()).toEqual({
    error: {
      code: 'store_unavailable',
      message: expect.stringMatching(/could not be saved right now.*try again/),
    },
  });
}

/** Health turns 200 again by itself once writes work (its probe write succeeds). */
async function expectHealthRecovers(url: string): Promise<void> {
  const deadline = Date.now() + STORE_TIMEOUT_MS * 2 + SLACK_MS;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await request(url, '/api/health')).status;
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(status, 'health after the fault ended').toBe(200);
}

function storeFaultLines(output: string): string[] {
  return logMessages(output).filter((message) => message.startsWith('Store unavailable'));
}

describe('SQLite', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'quiz-faults-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a write lock held by another connection: pages and health stay fast, saves get 503 after the store timeout', async () => {
    file = join(dir, 'locked.db');
    const { url } = await start(file);
    expect((await save(url)).response).toMatchObject({ status: 201 });

    const locker = new Database(file);
    try {
      locker.exec('BEGIN IMMEDIATE');
      // While that save waits for the lock, the process keeps serving.
      const ms = await saveDuringFault(url, 'SQLite locked', async () =>
        expect(await expectFastPagesAndHealth(url)).toBe(200),
      );
      expect(ms).toBeGreaterThanOrEqual(STORE_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(STORE_TIMEOUT_MS + SLACK_MS);

      // Writes fail, so health says so, still answering at once.
      expect(await expectFastPagesAndHealth(url)).toBe(503);
      // A burst of failures is one log line, not one stack trace each.
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => save(url, i)));
      for (const { response } of burst) expectStoreUnavailable(response);
      await server!.waitForOutput(/Store unavailable/, LOG_WAIT_MS);
      expect(storeFaultLines(server!.output())).toHaveLength(1);
      expect(storeFaultLines(server!.output())[0]).toMatch(/locked\.db .*locked/);
      expect(logLines(server!.output()).filter((line) => line.err)).toEqual([]);

      locker.exec('ROLLBACK');
      await expectHealthRecovers(url);
      // Log lines are written asynchronously (server/observability/logger.ts): soon, not before the reply.
      await server!.waitForOutput(/Store available again/, LOG_WAIT_MS);
      expect((await save(url)).response).toMatchObject({ status: 201 });
    } finally {
      locker.close();
    }
    const store = await openStore(file);
    try {
      expect(await store.countTestResults()).toBe(2);
    } finally {
      await store.close();
    }
  });

  // A file size limit on the server process (prlimit, no root or mount needed) makes SQLite's next
  // write to the growing WAL fail as on a full disk: SQLITE_FULL or SQLITE_IOERR_WRITE.
  it('a full disk: saves get 503 at once, health says 503 until writes work again', async () => {
    file = join(dir, 'full.db');
    const { url, pid } = await start(file);
    const acknowledged: number[] = [];
    const first = (await save(url)).response as RawResponse;
    expect(first.status).toBe(201);
    acknowledged.push(first.json().id);

    execFileSync('prlimit', [
      '--pid',
      String(pid),
      `--fsize=${statSync(`${file}-wal`).size}:unlimited`,
    ]);
    const { response, ms } = await save(url, 2);
    console.log(
      `SQLite disk full: save answered ${(response as RawResponse).status} after ${Math.round(ms)} ms`,
    );
    expectStoreUnavailable(response);
    expect(ms).toBeLessThan(STORE_TIMEOUT_MS);
    expect(await expectFastPagesAndHealth(url)).toBe(503);
    await server!.waitForOutput(/Store unavailable/, LOG_WAIT_MS);
    expect(storeFaultLines(server!.output())[0]).toMatch(
      /full\.db cannot be written: .*SQLITE_(FULL|IOERR)/,
    );

    execFileSync('prlimit', ['--pid', String(pid), '--fsize=unlimited:unlimited']);
    await expectHealthRecovers(url);
    const after = (await save(url, 3)).response as RawResponse;
    expect(after.status).toBe(201);
    acknowledged.push(after.json().id);

    const store = await openStore(file);
    try {
      for (const id of acknowledged) expect(await store.getTestResult(id)).not.toBeNull();
      expect(await store.countTestResults()).toBe(acknowledged.length);
    } finally {
      await store.close();
    }
  });
});

describe('PostgreSQL', () => {
  // A cluster of its own: these tests stop and freeze it.
  let cluster: PostgresCluster;
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    database = await createTestDatabase(cluster.adminUrl);
  });
  afterAll(async () => {
    cluster?.thaw();
    await cluster?.stop();
  });

  it('a lock held by another session: saves get 503 after the statement timeout, pages and health stay fast', async () => {
    const { url } = await start(database.url);
    expect((await save(url)).response).toMatchObject({ status: 201 });
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE score_counts IN EXCLUSIVE MODE');
      const ms = await saveDuringFault(url, 'PostgreSQL lock', () => expectFastPagesAndHealth(url));
      expect(ms).toBeGreaterThanOrEqual(STORE_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(STORE_TIMEOUT_MS + SLACK_MS);
      await server!.waitForOutput(/Store unavailable/, LOG_WAIT_MS);
      expect(storeFaultLines(server!.output())[0]).toMatch(/statement timeout/);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await save(url)).response).toMatchObject({ status: 201 });
  });

  it('a stopped server: saves get 503 at once, health says 503, and both recover when it is back', async () => {
    const { url } = await start(database.url);
    expect((await save(url)).response).toMatchObject({ status: 201 });
    await cluster.stopServer();
    try {
      const { response, ms } = await save(url);
      console.log(
        `PostgreSQL stopped: save answered ${(response as RawResponse).status} after ${Math.round(ms)} ms`,
      );
      expectStoreUnavailable(response);
      expect(ms).toBeLessThan(STORE_TIMEOUT_MS + SLACK_MS);
      expect(await expectFastPagesAndHealth(url)).toBe(503);
    } finally {
      await cluster.startServer();
    }
    await expectHealthRecovers(url);
    expect((await save(url)).response).toMatchObject({ status: 201 });
  });

  it('a frozen server (SIGSTOP): saves get 503 in bounded time instead of hanging, pages and health stay fast', async () => {
    const { url } = await start(database.url);
    expect((await save(url)).response).toMatchObject({ status: 201 });
    cluster.freeze();
    try {
      // Until the store has seen a timeout, the first health check waits for its ping (2 s);
      // checks while that ping is overdue answer at once.
      let healthChecks = 0;
      const ms = await saveDuringFault(url, 'PostgreSQL frozen', async () => {
        const page = await timed(() => request(url, '/'));
        expect(page.ms, 'the home page during the fault').toBeLessThan(FAST_MS);
        if (healthChecks++ > 0) return;
        const first = await timed(() => request(url, '/api/health'));
        expect(first.value.status).toBe(503);
        expect(first.ms).toBeLessThan(2_000 + SLACK_MS);
        expect(await expectFastPagesAndHealth(url)).toBe(503);
      });
      expect(ms).toBeLessThan(STORE_TIMEOUT_MS * 2 + SLACK_MS);
      // The failed save told the store that writes fail: health answers at once.
      expect(await expectFastPagesAndHealth(url)).toBe(503);
    } finally {
      cluster.thaw();
    }
    await expectHealthRecovers(url);
    expect((await save(url)).response).toMatchObject({ status: 201 });
  });
});
