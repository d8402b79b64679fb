// `npm start`, exactly as the README runs it, hands signals to the server: a process manager's
// SIGTERM to npm runs the graceful shutdown, and no node process is left behind, listening.
// The server is bundled afresh into a temp folder beside a copy of package.json, so the test runs
// today's code through the real start script.
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/build/server-bundle.js';
import { projectRoot } from '../../scripts/content/paths.js';
import { mainBody } from './helpers/answers.js';
import { request } from './helpers/http.js';
import { spawnServer, type ServerProcess } from './helpers/server-process.js';
import { connect, saveInFlight } from './helpers/sockets.js';

let appDir: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'quiz-npm-start-'));
  await bundleServer(join(appDir, 'dist/app'));
  copyFileSync(join(projectRoot, 'package.json'), join(appDir, 'package.json'));
  symlinkSync(join(projectRoot, 'node_modules'), join(appDir, 'node_modules'));
});
afterAll(() => rmSync(appDir, { recursive: true, force: true }));
afterEach(async () => {
  // A failed run may leave the orphan this test is about; remove it by its pid.
  for (const server of started.splice(0)) {
    if (isAlive(server.pid)) process.kill(server.pid, 'SIGKILL');
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGKILL');
  }
});

async function npmStart(options: { detached?: boolean } = {}): Promise<ServerProcess> {
  const server = await spawnServer(
    ['npm', 'start'],
    { DATABASE_URL: join(appDir, 'data', 'results.db'), STATIC_DIR: join(appDir, 'no-site') },
    { cwd: appDir, ...options },
  );
  started.push(server);
  expect((await request(server.url, '/api/health')).status).toBe(200);
  return server;
}

describe('npm start', () => {
  it('passes SIGTERM sent to npm on to the server, which shuts down gracefully and leaves nothing running', async () => {
    const server = await npmStart();
    expect(server.pid).not.toBe(server.child.pid);

    process.kill(server.child.pid!, 'SIGTERM');
    await server.waitForOutput(/SIGTERM: finishing in-flight requests, then stopping\./, 10_000);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(server.pid)).toBe(false);
    await expect(connect(server.port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('on Ctrl-C, which reaches the server twice (from the terminal and from npm), still finishes the request in flight', async () => {
    const server = await npmStart({ detached: true });
    const inFlight = await saveInFlight(server.port, mainBody(7));
    await new Promise((resolve) => setTimeout(resolve, 200));

    // A terminal sends SIGINT to the whole foreground process group.
    process.kill(-server.child.pid!, 'SIGINT');
    await server.waitForOutput(/SIGINT: finishing in-flight requests, then stopping\./, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.finish();
    expect(await inFlight.response).toMatch(/^HTTP\/1\.1 201 Created/);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/again: closing open connections now/);
    expect(isAlive(server.pid)).toBe(false);
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
