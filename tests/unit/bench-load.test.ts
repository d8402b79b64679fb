// The bench's open-loop sender against a real TCP server on 127.0.0.1 that answers the first request
// on each connection (keeping it alive) and resets the connection under any later one: what a
// request meets when it is written on a keep-alive connection the server has just closed for idling.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop } from '../../scripts/bench/load.js';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** `resetFirst`: reset a connection's first request too (a server that resets every request). */
async function resettingServer({ resetFirst }: { resetFirst: boolean }) {
  const seen = { connections: 0, answered: 0 };
  const server = net.createServer((socket) => {
    seen.connections += 1;
    let requests = 0;
    socket.on('data', (chunk) => {
      if (!chunk.toString('latin1').includes('\r\n\r\n')) return; // the bench's requests arrive whole
      requests += 1;
      if (resetFirst || requests > 1) return void socket.resetAndDestroy();
      seen.answered += 1;
      socket.write('HTTP/1.1 201 Created\r\nContent-Length: 2\r\nKeep-Alive: timeout=5\r\n\r\n{}');
    });
    socket.on('error', () => {});
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, target: { name: 'resetting', pid: process.pid, origin, stop: async () => {} } };
}

describe('the open-loop sender', () => {
  it('sends a request reset on a reused keep-alive connection again, on a new one, and counts it as resent, not failed', async () => {
    const { seen, target } = await resettingServer({ resetFirst: false });
    const result = await openLoop(target, 20, 0.3, { bodies: ['{}'] });
    expect(result.requests).toBe(6);
    expect(result).toMatchObject({ failed: 0, failures: {} });
    expect(result.resent).toBeGreaterThan(0);
    expect(seen.answered).toBe(6);
  });

  it('counts a reset on a new connection as a failure, by kind', async () => {
    const { target } = await resettingServer({ resetFirst: true });
    const result = await openLoop(target, 20, 0.2, { bodies: ['{}'] });
    expect(result).toMatchObject({
      requests: 4,
      failed: 4,
      failures: { 'ECONNRESET on a new socket': 4 },
      resent: 0,
    });
  });
});
