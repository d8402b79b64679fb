// The real server process: an acknowledged save survives kill -9, and SIGTERM finishes in-flight
// requests before the process exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/index.js';
import { answersWith, mainBody } from './helpers/answers.js';
import { postJson, request } from './helpers/http.js';
import { startServerProcess, type ServerProcess } from './helpers/server-process.js';
import { connect, readUntilClosed, saveInFlight } from './helpers/sockets.js';

let dir: string;
let databaseFile: string;
const started: ServerProcess[] = [];

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: databaseFile,
    STATIC_DIR: join(dir, 'no-site'),
  });
  started.push(server);
  return server;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quiz-process-'));
  databaseFile = join(dir, 'data', 'results.db');
});
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      try {
        process.kill(server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await server.exited;
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every save that got a 201 when the process is killed with SIGKILL mid-burst', async () => {
    const TOTAL = 400;
    const CONCURRENCY = 16;
    const KILL_AFTER = 150;
    const server = await start();
    const acknowledged: { id: number; yes: number }[] = [];
    let failed = 0;
    let killed = false;
    let nextIndex = 0;

    const worker = async () => {
      while (nextIndex < TOTAL) {
        const yes = nextIndex++ % 101;
        try {
          const response = await postJson(server.url, '/api/test-results', mainBody(yes));
          if (response.status !== 201) throw new Error(`status ${response.status}`);
          acknowledged.push({ id: response.json().id, yes });
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            process.kill(server.pid, 'SIGKILL');
          }
        } catch {
          failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const exit = await server.exited;
    expect(killed).toBe(true);
    expect(failed).toBeGreaterThan(0);
    expect(exit.code === 0).toBe(false);

    const restarted = await start();
    const store = await openStore(databaseFile);
    try {
      let found = 0;
      for (const { id, yes } of acknowledged) {
        const stored = await store.getTestResult(id);
        if (
          stored &&
          stored.score === 100 - yes &&
          stored.answers.join() === answersWith(100, yes).join()
        )
          found += 1;
      }
      const total = await store.countTestResults();
      const counted = (await store.scoreCounts({ quiz: 'purity', total: 100 })).reduce(
        (sum, row) => sum + row.count,
        0,
      );
      console.log(
        `crash test: ${acknowledged.length} saves got 201 before the kill took effect, ${found} of them found after restart ` +
          `(${total} rows stored, ${failed} requests failed)`,
      );
      expect(found).toBe(acknowledged.length);
      expect(counted).toBe(total);

      const after = await postJson(restarted.url, '/api/test-results', mainBody(3));
      expect(after.status).toBe(201);
      expect(after.json().comparison.takers).toBe(total + 1);
    } finally {
      await store.close();
    }
    process.kill(restarted.pid, 'SIGTERM');
    expect((await restarted.exited).code).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM stops accepting, finishes the request in flight, closes idle connections and exits 0', async () => {
    const server = await start();
    const inFlight = await saveInFlight(server.port, mainBody(7));

    const idle = await connect(server.port);
    const idleClosed = readUntilClosed(idle);
    idle.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));

    process.kill(server.pid, 'SIGTERM');
    await server.waitForOutput(/SIGTERM: finishing in-flight requests/);
    await expect(connect(server.port)).rejects.toThrow(/ECONNREFUSED/);
    // The idle keep-alive connection is closed without waiting for its timeout.
    expect(await idleClosed).toMatch(/^HTTP\/1\.1 200/);

    inFlight.finish();
    // The response is complete once the server has answered and closed this connection too.
    const text = await inFlight.response;
    expect(text).toMatch(/^HTTP\/1\.1 201 Created/);
    const saved = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
    expect(saved).toMatchObject({ quiz: 'purity', score: 93 });

    expect((await server.exited).code).toBe(0);
    const store = await openStore(databaseFile);
    try {
      expect(await store.getTestResult(saved.id)).toMatchObject({ score: 93 });
    } finally {
      await store.close();
    }
  });

  it('serves normally before the signal', async () => {
    const server = await start();
    expect((await request(server.url, '/api/health')).status).toBe(200);
    process.kill(server.pid, 'SIGINT');
    expect((await server.exited).code).toBe(0);
  });
});
