// The Prometheus metrics after real requests to the real app: request counts and latency by route kind
// and status class, saves by quiz, language and outcome (a failing store's 503 included), store
// write latency and health, series that random URLs cannot grow, and the endpoint's own port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/index.js';
import type { ResultStore } from '../../server/store/types.js';
import { mainBody, themedBody, questionCount } from './helpers/answers.js';
import { postJson, request } from './helpers/http.js';
import {
  scrape,
  useObservedServers,
  type ObservedServer,
  type Scrape,
} from './helpers/observed-server.js';

const REQUESTS = 'quiz_http_requests_total';
const DURATION = 'quiz_http_request_duration_seconds';
const SAVES = 'quiz_result_saves_total';
const STORE_WRITES = 'quiz_store_write_duration_seconds';

const startObserved = useObservedServers();
const start = (rateLimitWritesPerMinute: number | null = null): Promise<ObservedServer> =>
  startObserved((store, staticDir) => ({ store, config: { staticDir, rateLimitWritesPerMinute } }));

/** What a metric gained between two scrapes. */
function moved(
  before: Scrape,
  after: Scrape,
  name: string,
  labels: Record<string, string>,
): number {
  return after.value(name, labels) - before.value(name, labels);
}

describe('request metrics', () => {
  it('count and time each request by route kind and status class', async () => {
    const { url, metricsUrl } = await start();
    const requests: [path: string, kind: string, statusClass: string, method?: string][] = [
      ['/', 'page', '2xx'],
      ['/es/tests/food', 'page', '2xx'],
      ['/tests/food?score=3', 'score_link', '2xx'],
      ['/og/en/food.png', 'card', '2xx'],
      ['/assets/index-3f9a1c.js', 'static_asset', '2xx'],
      ['/favicon.svg', 'static_asset', '2xx'],
      ['/api/health', 'health', '2xx'],
      ['/api/score-distribution?quiz=purity', 'api_read', '2xx'],
      ['/api/score-distribution?quiz=nope', 'api_read', '4xx'],
      ['/no-such-page', 'not_found', '4xx'],
      ['/api/no-such-endpoint', 'not_found', '4xx'],
      ['/api/test-results', 'api_save', '4xx', 'GET'],
    ];
    const before = await scrape(metricsUrl);
    for (const [path, , , method] of requests) await request(url, path, { method });
    expect((await postJson(url, '/api/events', { event: 'share', quiz: 'food' })).status).toBe(204);
    const after = await scrape(metricsUrl);

    const expected = new Map<string, number>();
    for (const [, kind, statusClass] of [...requests, ['', 'api_event', '2xx'] as const]) {
      const key = `${kind} ${statusClass}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    for (const [key, count] of expected) {
      const [kind, status_class] = key.split(' ') as [string, string];
      const labels = { kind, status_class };
      expect(moved(before, after, REQUESTS, labels), `${REQUESTS} ${key}`).toBe(count);
      expect(moved(before, after, `${DURATION}_count`, labels), `${DURATION}_count ${key}`).toBe(
        count,
      );
      expect(moved(before, after, `${DURATION}_bucket`, { ...labels, le: '+Inf' })).toBe(count);
      expect(moved(before, after, `${DURATION}_sum`, labels)).toBeGreaterThan(0);
    }
    // Nothing else moved: the page requests were not counted as anything else, and no 5xx.
    const total = (scrape: Scrape) =>
      scrape.samples.filter((s) => s.name === REQUESTS).reduce((sum, s) => sum + s.value, 0);
    expect(total(after) - total(before)).toBe(requests.length + 1);
    expect(
      after.samples.filter(
        (s) => s.name === REQUESTS && s.labels.status_class === '5xx' && s.value > 0,
      ),
    ).toEqual([]);
  });

  it('random paths and query strings add no series', async () => {
    const { url, metricsUrl } = await start();
    await request(url, '/first-miss');
    await request(url, '/favicon.svg?v=1');
    const before = await scrape(metricsUrl);
    const token = () => Math.random().toString(36).slice(2, 10);
    const tokens: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const t = token();
      tokens.push(t);
      const paths = [
        `/${t}`,
        `/api/${t}?quiz=${t}`,
        `/og/${t}.png`,
        `/assets/${t}.js?x=${t}`,
        `/tests/${t}?score=${i}`,
        `/favicon.svg?${t}=1`,
      ];
      await request(url, paths[i % paths.length]!);
    }
    const after = await scrape(metricsUrl);
    expect(after.ownSeries()).toEqual(before.ownSeries());
    for (const t of tokens) expect(after.text).not.toContain(t);
    expect(moved(before, after, REQUESTS, { kind: 'not_found', status_class: '4xx' })).toBe(50);
    expect(moved(before, after, REQUESTS, { kind: 'static_asset', status_class: '2xx' })).toBe(10);
  });

  it('are not served on the public port, and the metrics port serves only /metrics', async () => {
    const { url, metricsUrl } = await start();
    const publicMetrics = await request(url, '/metrics');
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.text).not.toContain(REQUESTS);
    expect((await request(metricsUrl, '/')).status).toBe(404);
    expect((await request(metricsUrl, '/metrics', { method: 'POST' })).status).toBe(405);
    const scraped = await request(metricsUrl, '/metrics');
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // The process's own metrics: memory, event-loop delay, GC.
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(scraped.text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    expect(scraped.text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });
});

describe('save metrics', () => {
  it('count saves by quiz, language and outcome: stored, invalid, rate limited', async () => {
    const { url, metricsUrl } = await start(4);
    const before = await scrape(metricsUrl);
    expect((await postJson(url, '/api/test-results', mainBody(3))).status).toBe(201);
    expect(
      (
        await postJson(
          url,
          '/api/test-results',
          themedBody('food', questionCount('food'), 4, { language: 'es' }),
        )
      ).status,
    ).toBe(201);
    expect((await postJson(url, '/api/test-results', { ...mainBody(3), score: 12 })).status).toBe(
      422,
    );
    expect((await postJson(url, '/api/test-results', '{"quiz": "purity", ')).status).toBe(400);
    expect((await postJson(url, '/api/test-results', mainBody(5))).status).toBe(429);
    const after = await scrape(metricsUrl);

    expect(moved(before, after, SAVES, { quiz: 'purity', language: 'en', outcome: 'stored' })).toBe(
      1,
    );
    expect(moved(before, after, SAVES, { quiz: 'food', language: 'es', outcome: 'stored' })).toBe(
      1,
    );
    expect(
      moved(before, after, SAVES, { quiz: 'purity', language: 'en', outcome: 'invalid' }),
    ).toBe(1);
    // A body that is not JSON, and one never read because the limit came first, name no quiz.
    expect(
      moved(before, after, SAVES, { quiz: 'unknown', language: 'unknown', outcome: 'invalid' }),
    ).toBe(1);
    expect(
      moved(before, after, SAVES, {
        quiz: 'unknown',
        language: 'unknown',
        outcome: 'rate_limited',
      }),
    ).toBe(1);
    expect(moved(before, after, REQUESTS, { kind: 'api_save', status_class: '2xx' })).toBe(2);
    expect(moved(before, after, REQUESTS, { kind: 'api_save', status_class: '4xx' })).toBe(3);
    // Only the two stored saves reached the store.
    expect(
      moved(before, after, `${STORE_WRITES}_count`, { operation: 'save', outcome: 'ok' }),
    ).toBe(2);
    expect(
      moved(before, after, `${STORE_WRITES}_sum`, { operation: 'save', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(after.value('quiz_store_up')).toBe(1);
  });

  it('a store that cannot write: the 503 is counted as store_unavailable, and the store as down until it recovers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quiz-metrics-'));
    const file = join(dir, 'results.db');
    let store: ResultStore | undefined;
    const locker = new Database(file);
    try {
      store = await openStore(file, { timeoutMs: 300, log: () => {} });
      const opened = store;
      const { url, metricsUrl } = await startObserved((_unused, staticDir) => ({
        store: opened,
        config: { staticDir },
      }));
      const before = await scrape(metricsUrl);
      expect(before.value('quiz_store_up')).toBe(1);

      locker.exec('BEGIN IMMEDIATE');
      const failed = await postJson(url, '/api/test-results', mainBody(7));
      expect(failed.status).toBe(503);
      const during = await scrape(metricsUrl);
      expect(
        moved(before, during, SAVES, {
          quiz: 'purity',
          language: 'en',
          outcome: 'store_unavailable',
        }),
      ).toBe(1);
      expect(moved(before, during, REQUESTS, { kind: 'api_save', status_class: '5xx' })).toBe(1);
      expect(
        moved(before, during, `${STORE_WRITES}_count`, {
          operation: 'save',
          outcome: 'unavailable',
        }),
      ).toBe(1);
      // It waited for the lock as long as the store timeout allows.
      expect(
        moved(before, during, `${STORE_WRITES}_sum`, { operation: 'save', outcome: 'unavailable' }),
      ).toBeGreaterThanOrEqual(0.25);
      expect(during.value('quiz_store_up')).toBe(0);

      locker.exec('ROLLBACK');
      expect((await postJson(url, '/api/test-results', mainBody(8))).status).toBe(201);
      const recovered = await scrape(metricsUrl);
      expect(recovered.value('quiz_store_up')).toBe(1);
      expect(
        moved(during, recovered, SAVES, { quiz: 'purity', language: 'en', outcome: 'stored' }),
      ).toBe(1);
    } finally {
      locker.close();
      await store?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
