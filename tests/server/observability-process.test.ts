// The real entry point with observability on: the metrics on METRICS_PORT (and only there), the open
// connections against MAX_CONNECTIONS, and every line of output a JSON log line.
import { mkdtempSync, rmSync } from 'node:fs';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSite } from './helpers/fake-site.js';
import { request } from './helpers/http.js';
import { logLines } from './helpers/log-lines.js';
import { scrape } from './helpers/observed-server.js';
import { startServerProcess, type ServerProcess } from './helpers/server-process.js';
import { connect } from './helpers/sockets.js';

let dir: string;
let site: ReturnType<typeof createFakeSite>;
let server: ServerProcess | undefined;
const sockets: net.Socket[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quiz-observability-'));
  site = createFakeSite();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  site.remove();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server && server.child.exitCode === null) {
    // The node process, not tsx: killing tsx alone would leave its child running.
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
  }
  server = undefined;
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  server = await startServerProcess({
    DATABASE_URL: join(dir, `${Date.now()}.db`),
    STATIC_DIR: site.dir,
    ...env,
  });
  return server;
}

/** A keep-alive connection that has been answered once and stays open. */
async function openConnection(port: number): Promise<void> {
  const socket = await connect(port);
  sockets.push(socket);
  const answered = new Promise<string>((resolve) =>
    socket.once('data', (chunk) => resolve(chunk.toString())),
  );
  socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  expect(await answered).toMatch(/^HTTP\/1\.1 200/);
}

describe('the server process', () => {
  it('serves the metrics on METRICS_PORT, not on the public port, with the open connections against MAX_CONNECTIONS', async () => {
    const { url, port, output, waitForOutput } = await start({
      METRICS_PORT: '0',
      MAX_CONNECTIONS: '7',
    });
    await waitForOutput(/Metrics on http:\/\/127\.0\.0\.1:\d+\/metrics/);
    const metricsUrl = /Metrics on (http:\/\/127\.0\.0\.1:\d+)\/metrics/.exec(output())![1]!;
    expect(metricsUrl).not.toBe(url);
    expect((await request(url, '/metrics')).status).toBe(404);

    for (let i = 0; i < 3; i += 1) await openConnection(port);
    const scraped = await scrape(metricsUrl);
    expect(scraped.value('quiz_http_max_connections')).toBe(7);
    expect(scraped.value('quiz_http_open_connections')).toBe(3);
    expect(scraped.value('quiz_store_up')).toBe(1);
    expect(scraped.value('quiz_http_requests_total', { kind: 'health', status_class: '2xx' })).toBe(
      3,
    );
    expect(
      scraped.value('quiz_http_requests_total', { kind: 'not_found', status_class: '4xx' }),
    ).toBe(1);
    expect(scraped.value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('serves no metrics unless METRICS_PORT is set, and writes its output as JSON lines', async () => {
    const { url, output, waitForOutput } = await start({});
    const response = await request(url, '/tests/food?score=5');
    expect(response.status).toBe(200);
    expect((await request(url, '/metrics')).status).toBe(404);
    // Request lines are written in batches, at least every 200 ms.
    await waitForOutput(/"msg":"request".*\n.*"msg":"request"/, 5_000);

    expect(output()).not.toMatch(/Metrics on/);
    const nonEmpty = output()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('npm warn'));
    const lines = logLines(output());
    expect(lines).toHaveLength(nonEmpty.length);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: expect.stringMatching(
        /^Listening on http:\/\/127\.0\.0\.1:\d+ \(pid \d+, sqlite store\)$/,
      ),
    });
    expect(lines.find((line) => line.reqId === response.headers['x-request-id'])).toMatchObject({
      msg: 'request',
      kind: 'score_link',
      path: '/tests/food',
      status: 200,
    });
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(2);
  });
});
