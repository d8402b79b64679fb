// The per-client write limit: 429 with Retry-After past the limit, per endpoint, off when disabled.
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxySetting } from '../../server/config.js';
import { mainBody } from './helpers/answers.js';
import { postJson, request, startTestServer, type TestServer } from './helpers/http.js';
import { openTestStore, type TestStore } from './helpers/stores.js';

describe('write rate limit', () => {
  let handle: TestStore;
  let server: TestServer;

  async function start(
    rateLimitWritesPerMinute: number | null,
    trustProxy: TrustProxySetting = false,
  ) {
    handle = await openTestStore('sqlite');
    server = await startTestServer({
      store: handle.store,
      config: { rateLimitWritesPerMinute, trustProxy },
    });
  }
  afterEach(async () => {
    await server.close();
    await handle.dispose();
  });

  it('answers 429 with Retry-After and a JSON error past the limit, and stores nothing more', async () => {
    await start(3);
    for (let i = 0; i < 3; i += 1) {
      expect((await postJson(server.url, '/api/test-results', mainBody(i))).status).toBe(201);
    }
    const limited = await postJson(server.url, '/api/test-results', mainBody(9));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(await handle.store.countTestResults()).toBe(3);

    // Events have their own budget; reads are never limited.
    expect((await postJson(server.url, '/api/events', { event: 'share' })).status).toBe(204);
    expect((await request(server.url, '/api/health')).status).toBe(200);
  });

  it('gives the analytics beacon five times the saves budget (a quiz sends several events)', async () => {
    await start(2);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await postJson(server.url, '/api/events', { event: 'test_started', quiz: 'purity' }))
          .status,
      ).toBe(204);
    }
    expect((await postJson(server.url, '/api/events', { event: 'share' })).status).toBe(429);
  });

  it('counts clients apart by X-Forwarded-For only when a proxy is trusted', async () => {
    await start(1, 1);
    const from = (ip: string) =>
      postJson(server.url, '/api/test-results', mainBody(1), { 'X-Forwarded-For': ip });
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(201);
    // A client cannot dodge the limit by prepending its own X-Forwarded-For entry.
    expect((await from('198.51.100.7, 203.0.113.2')).status).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    await start(1);
    expect(
      (
        await postJson(server.url, '/api/test-results', mainBody(1), {
          'X-Forwarded-For': '1.1.1.1',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await postJson(server.url, '/api/test-results', mainBody(2), {
          'X-Forwarded-For': '2.2.2.2',
        })
      ).status,
    ).toBe(429);
  });

  it('is off when disabled: a long run of saves all succeed without rate headers', async () => {
    await start(null);
    for (let i = 0; i < 150; i += 1) {
      const response = await postJson(server.url, '/api/events', {
        event: 'test_started',
        quiz: 'purity',
      });
      expect(response.status).toBe(204);
      expect(response.headers.ratelimit).toBeUndefined();
    }
  });
});
