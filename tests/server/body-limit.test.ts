// Past the body cap the server answers 413 and closes the connection without reading further,
// whether the client announces a huge body (Content-Length) or sends one that never ends
// (chunked). Any other refusal sent before the body has arrived closes the connection too.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestServer, type TestServer } from './helpers/http.js';
import { openTestStore, type TestStore } from './helpers/stores.js';

/** The client stops after this much, so a server that keeps reading fails the test instead of hanging it. */
const SEND_CAP_BYTES = 64 * 1024 * 1024;
/** What the server may read in all: the headers and what was in flight when it answered. */
const READ_BOUND_BYTES = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
const CHUNKED_FRAME = Buffer.concat([
  Buffer.from(`${CHUNK.length.toString(16)}\r\n`),
  CHUNK,
  Buffer.from('\r\n'),
]);

interface EndlessUpload {
  response: string;
  closed: boolean;
  sentBytes: number;
}

/** Sends the request head, then body bytes until the server closes the connection (or the cap). */
async function sendEndlessBody(port: number, head: string, frame: Buffer): Promise<EndlessUpload> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) =>
    socket.once('connect', resolve).once('error', reject),
  );
  let response = '';
  let closed = false;
  socket.on('data', (chunk) => (response += chunk.toString()));
  socket.on('error', () => {}); // EPIPE or ECONNRESET once the server has closed
  const whenClosed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  socket.write(`${head}\r\n\r\n`);
  let sentBytes = 0;
  while (!closed && sentBytes < SEND_CAP_BYTES) {
    if (!socket.write(frame))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), whenClosed]);
    sentBytes += frame.length;
  }
  // A server that answered but keeps the connection open lets it sit here until the wait ends.
  await Promise.race([whenClosed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  socket.destroy();
  return { response, closed, sentBytes };
}

function statusAndError(response: string): { status: number; code: string } {
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(response)?.[1]);
  const body = response.slice(response.indexOf('\r\n\r\n') + 4);
  return { status, code: JSON.parse(body).error.code };
}

describe('a body past the cap', () => {
  let handle: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    handle = await openTestStore('sqlite');
    server = await startTestServer({ store: handle.store });
  });
  afterAll(async () => {
    await server.close();
    await handle.dispose();
  });

  it.each([
    {
      name: 'Content-Length: 100000000000',
      head: 'POST /api/test-results HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000000000',
      frame: CHUNK,
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'a chunked body that never ends',
      head: 'POST /api/test-results HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
      frame: CHUNKED_FRAME,
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'an endless body to an unknown API path',
      head: 'POST /api/nothing-here HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
      frame: CHUNKED_FRAME,
      status: 404,
      code: 'not_found',
    },
  ])(
    '$name: answered, then the connection is closed and the rest never read',
    async ({ head, frame, status, code }) => {
      const readBefore = server.bytesRead();
      const upload = await sendEndlessBody(server.port, head, frame);
      const readByServer = server.bytesRead() - readBefore;

      expect(statusAndError(upload.response)).toEqual({ status, code });
      expect(upload.closed).toBe(true);
      expect(readByServer).toBeLessThanOrEqual(READ_BOUND_BYTES);
      expect(upload.sentBytes).toBeLessThan(SEND_CAP_BYTES);
      // Nothing was stored, and the server goes on serving.
      expect(await handle.store.countTestResults()).toBe(0);
      expect((await request(server.url, '/api/health')).status).toBe(200);
    },
  );
});
