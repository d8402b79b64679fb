// With PostgreSQL the write rate limit is counted in the database, so app instances behind a load
// balancer share one budget per client instead of each allowing the whole limit.
import type { Options } from 'express-rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/index.js';
import type { ResultStore } from '../../server/store/types.js';
import { mainBody } from './helpers/answers.js';
import { postJson, startTestServer, type TestServer } from './helpers/http.js';
import { openTestStore, type TestStore } from './helpers/stores.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('write rate limit on PostgreSQL', () => {
  let handle: TestStore;
  let second: ResultStore | undefined;
  let servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers) await server.close();
    servers = [];
    await second?.close();
    second = undefined;
    await handle.dispose();
  });

  it('is shared by two app instances on the same database', async () => {
    handle = await openTestStore('postgres');
    second = await openStore(handle.databaseUrl);
    const config = { rateLimitWritesPerMinute: 3 };
    servers = [
      await startTestServer({ store: handle.store, config }),
      await startTestServer({ store: second!, config }),
    ];
    const [a, b] = servers.map(
      (server) => (yes: number) => postJson(server.url, '/api/test-results', mainBody(yes)),
    );
    expect((await a!(1)).status).toBe(201);
    expect((await b!(2)).status).toBe(201);
    expect((await a!(3)).status).toBe(201);
    for (const send of [a!, b!]) {
      const limited = await send(4);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await handle.store.countTestResults()).toBe(3);
    // Events keep their own, larger budget.
    expect((await postJson(servers[1]!.url, '/api/events', { event: 'share' })).status).toBe(204);
  });

  it('counts hits per key in windows kept by the database', async () => {
    handle = await openTestStore('postgres');
    second = await openStore(handle.databaseUrl);
    const [one, other] = [handle.store.rateLimitStore!('t:')!, second!.rateLimitStore!('t:')!];
    await one.init?.({ windowMs: 500 } as Options);
    await other.init?.({ windowMs: 500 } as Options);

    const first = await one.increment('203.0.113.1');
    expect(first.totalHits).toBe(1);
    expect((await other.increment('203.0.113.1')).totalHits).toBe(2);
    expect((await other.increment('203.0.113.2')).totalHits).toBe(1);
    expect(await one.get!('203.0.113.1')).toEqual({ totalHits: 2, resetTime: first.resetTime });
    await one.decrement('203.0.113.1');
    expect((await other.get!('203.0.113.1'))?.totalHits).toBe(1);
    await other.resetKey('203.0.113.2');
    expect(await one.get!('203.0.113.2')).toBeUndefined();

    // Another prefix is another budget.
    expect((await handle.store.rateLimitStore!('u:')!.increment('203.0.113.1')).totalHits).toBe(1);

    await wait(600);
    const renewed = await one.increment('203.0.113.1');
    expect(renewed.totalHits).toBe(1);
    expect(renewed.resetTime!.getTime()).toBeGreaterThan(first.resetTime!.getTime());
  });

  it('is not offered by SQLite, whose single process counts in memory', async () => {
    handle = await openTestStore('sqlite');
    expect(handle.store.rateLimitStore).toBeUndefined();
  });
});
