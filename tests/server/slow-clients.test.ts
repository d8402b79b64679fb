// Slow clients against the real server process: headers or a body trickling in one byte a second
// are cut near the configured timeouts (not up to 30 s later, when Node checks by default), and
// connections beyond MAX_CONNECTIONS are refused.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/server-process.js';
import { connect } from './helpers/sockets.js';

const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;
/** Node checks once a second now; allow that and a busy machine. */
const LATE_MS = 2_000;

let dir: string;
const started: ServerProcess[] = [];
const sockets: net.Socket[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quiz-slow-clients-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of started.splice(0)) {
    // The node process, not tsx: killing tsx alone would leave its child running.
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
  }
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: join(dir, `${started.length}.db`),
    STATIC_DIR: join(dir, 'no-site'),
    ...env,
  });
  started.push(server);
  return server;
}

async function openSocket(port: number): Promise<net.Socket> {
  const socket = await connect(port);
  sockets.push(socket);
  return socket;
}

interface Cut {
  /** Milliseconds from connecting until the server closed the connection (null: still open). */
  afterMs: number | null;
  received: string;
}

/** Sends `head` at once, then `trickle` one byte a second, until the server closes or `giveUpMs`. */
async function trickle(
  port: number,
  head: string,
  trickle: string,
  giveUpMs: number,
): Promise<Cut> {
  const socket = await openSocket(port);
  const startedAt = performance.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  socket.write(head);
  let sent = 0;
  const dripper = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(trickle[sent++ % trickle.length]!);
  }, 1_000);
  const afterMs = await new Promise<number | null>((resolve) => {
    const giveUp = setTimeout(() => resolve(null), giveUpMs);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve(performance.now() - startedAt);
    });
  });
  clearInterval(dripper);
  return { afterMs, received };
}

describe('slow clients', () => {
  it('cuts clients trickling their headers near HEADERS_TIMEOUT_MS and bodies near REQUEST_TIMEOUT_MS', async () => {
    const server = await start({
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
    const giveUpMs = REQUEST_TIMEOUT_MS + LATE_MS + 3_000;
    const [headers, otherHeaders, body] = await Promise.all([
      trickle(
        server.port,
        'GET / HTTP/1.1\r\nHost: localhost\r\n',
        'X-Slow: abcdefghij\r\n',
        giveUpMs,
      ),
      trickle(server.port, 'GET /api/health HTTP/1.1\r\n', 'Host: localhost\r\n', giveUpMs),
      trickle(
        server.port,
        'POST /api/test-results HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        '{"score": 100, "answers": []',
        giveUpMs,
      ),
    ]);
    console.log(
      `slow clients cut after ${[headers, otherHeaders, body].map((cut) => (cut.afterMs === null ? 'never' : `${Math.round(cut.afterMs)} ms`)).join(', ')} ` +
        `(headers timeout ${HEADERS_TIMEOUT_MS} ms, request timeout ${REQUEST_TIMEOUT_MS} ms)`,
    );
    for (const cut of [headers, otherHeaders]) {
      expect(cut.afterMs).not.toBeNull();
      expect(cut.afterMs!).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(cut.afterMs!).toBeLessThan(HEADERS_TIMEOUT_MS + LATE_MS);
      expect(cut.received).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    }
    expect(body.afterMs).not.toBeNull();
    expect(body.afterMs!).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(body.afterMs!).toBeLessThan(REQUEST_TIMEOUT_MS + LATE_MS);
    expect(body.received).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('refuses connections beyond MAX_CONNECTIONS, logs it once, and accepts again when one closes', async () => {
    const server = await start({ MAX_CONNECTIONS: '5' });
    const open: net.Socket[] = [];
    for (let i = 0; i < 5; i += 1) {
      const socket = await openSocket(server.port);
      const answered = new Promise<string>((resolve) =>
        socket.once('data', (chunk) => resolve(chunk.toString())),
      );
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await answered).toMatch(/^HTTP\/1\.1 200/);
      open.push(socket);
    }

    for (let i = 0; i < 3; i += 1) {
      const extra = await openSocket(server.port);
      let received = '';
      extra.on('data', (chunk) => (received += chunk.toString()));
      extra.on('error', () => {});
      const closed = new Promise((resolve) => extra.once('close', resolve));
      extra.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await closed;
      expect(received).toBe('');
    }
    await server.waitForOutput(/Connection refused: 5 connections are open \(MAX_CONNECTIONS\)\./);
    expect(server.output().match(/Connection refused/g)).toHaveLength(1);

    const oneClosed = new Promise((resolve) => open[0]!.once('close', resolve));
    open[0]!.end();
    await oneClosed;
    // The server notices the close on its next turn; a new connection then gets in.
    let answer = '';
    for (let attempt = 0; attempt < 20 && !answer; attempt += 1) {
      const next = await openSocket(server.port);
      next.on('error', () => {});
      answer = await new Promise<string>((resolve) => {
        next.once('data', (chunk) => resolve(chunk.toString()));
        next.once('close', () => resolve(''));
        next.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      });
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
