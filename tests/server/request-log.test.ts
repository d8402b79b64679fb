// The request log: one JSON line per request with its id (the X-Request-Id sent back), method,
// route kind, status and duration; the path of the site's own routes only, never a query string,
// a body or (unless turned on) the client's address.
import { describe, expect, it } from 'vitest';
import { createLoggers, errorLogTo } from '../../server/observability/logger.js';
import type { ResultStore } from '../../server/store/types.js';
import { mainBody } from './helpers/answers.js';
import { postJson, request, type RawResponse } from './helpers/http.js';
import { connect } from './helpers/sockets.js';
import { scrape, useObservedServers, type ObservedServer } from './helpers/observed-server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let written: string[] = [];
const logTo = { write: (line: string) => void written.push(line) };
const startObserved = useObservedServers();

function start(
  logClientAddress?: boolean,
  store?: (real: ResultStore) => ResultStore,
): Promise<ObservedServer> {
  written = [];
  return startObserved((real, staticDir) => ({
    store: store ? store(real) : real,
    config: { staticDir, logClientAddress },
    logTo,
    log: errorLogTo(createLoggers('info', logTo).log),
  }));
}

/** The log line of the response's request, found by its X-Request-Id. */
async function lineOf(response: RawResponse): Promise<Record<string, unknown>> {
  const id = response.headers['x-request-id'];
  expect(id).toMatch(UUID);
  // The line is written when the response is done, which the client may see first.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = written.map((text) => JSON.parse(text)).find((parsed) => parsed.reqId === id);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No log line with reqId ${String(id)} in:\n${written.join('')}`);
}

describe('request log', () => {
  it('writes one line per request with its id, kind, status and duration, and no query string', async () => {
    const { url } = await start();
    const page = await request(url, '/tests/food?score=17&utm_source=secret-campaign');
    const save = await postJson(url, '/api/test-results', mainBody(42));
    const invalid = await postJson(url, '/api/test-results', { ...mainBody(1), score: 3 });
    const miss = await request(url, '/wp-login.php?user=admin-secret');
    const read = await request(url, '/api/score-distribution?quiz=purity');

    expect(await lineOf(page)).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      kind: 'score_link',
      path: '/tests/food',
      status: 200,
    });
    expect(await lineOf(save)).toMatchObject({
      method: 'POST',
      kind: 'api_save',
      path: '/api/test-results',
      status: 201,
    });
    expect(await lineOf(invalid)).toMatchObject({ kind: 'api_save', status: 422 });
    expect(await lineOf(read)).toMatchObject({
      kind: 'api_read',
      path: '/api/score-distribution',
      status: 200,
    });
    // A path the site does not have is not written down: only that something missed.
    const missLine = await lineOf(miss);
    expect(missLine).toMatchObject({ kind: 'not_found', status: 404 });
    expect(missLine).not.toHaveProperty('path');

    for (const response of [page, save, invalid, miss, read]) {
      const line = await lineOf(response);
      expect(typeof line.ms).toBe('number');
      expect(line.ms as number).toBeGreaterThanOrEqual(0);
      expect(line).not.toHaveProperty('ip');
    }
    expect(written).toHaveLength(5);
    const log = written.join('');
    for (const secret of [
      'secret-campaign',
      'admin-secret',
      'wp-login',
      'score=17',
      '127.0.0.1',
      '"answers"',
      '"yes"',
    ]) {
      expect(log).not.toContain(secret);
    }
    // Every request gets an id of its own.
    expect(
      new Set([page, save, invalid, miss, read].map((response) => response.headers['x-request-id']))
        .size,
    ).toBe(5);
  });

  it('never takes a request id from the client', async () => {
    const { url } = await start();
    const response = await request(url, '/', { headers: { 'X-Request-Id': 'forged-id-123' } });
    expect(response.headers['x-request-id']).not.toBe('forged-id-123');
    expect(await lineOf(response)).toMatchObject({ kind: 'page', path: '/' });
    expect(written.join('')).not.toContain('forged-id-123');
  });

  it('writes an unexpected error in the same format, with the request id and without the query string', async () => {
    // A store whose reads fail in a way it does not expect (not a storage fault).
    const failingReads = (real: ResultStore) =>
      new Proxy(real, {
        get(target, property) {
          if (property === 'scoreCounts') return () => Promise.reject(new Error('statement broke'));
          const value = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const { url } = await start(false, failingReads);
    const response = await request(url, '/api/score-distribution?quiz=purity&ref=secret-ref');
    expect(response.status).toBe(500);
    const id = response.headers['x-request-id'] as string;
    expect(await lineOf(response)).toMatchObject({
      kind: 'api_read',
      path: '/api/score-distribution',
      status: 500,
    });
    const errorLine = written
      .map((text) => JSON.parse(text))
      .find((line) => line.level === 'error');
    expect(errorLine).toMatchObject({
      msg: `Unexpected error on GET /api/score-distribution (request ${id})`,
      err: { message: 'statement broke' },
    });
    expect(written.join('')).not.toContain('secret-ref');
  });

  it('marks a request whose client left before the answer as aborted, in the log and the metrics', async () => {
    const { port, metricsUrl } = await start();
    const socket = await connect(port);
    socket.write(
      'POST /api/test-results?ref=secret-ref HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"quiz":',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    let line: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 50 && !line; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      line = written.map((text) => JSON.parse(text)).find((parsed) => parsed.msg === 'request');
    }
    expect(line).toMatchObject({ method: 'POST', kind: 'api_save', aborted: true });
    expect(line).not.toHaveProperty('status');
    expect(line).not.toHaveProperty('path');
    expect(written.join('')).not.toContain('secret-ref');
    const scraped = await scrape(metricsUrl);
    expect(
      scraped.value('quiz_http_requests_total', { kind: 'api_save', status_class: 'aborted' }),
    ).toBe(1);
    // Not counted as a save of any outcome: it never had one.
    expect(scraped.samples.filter((sample) => sample.name === 'quiz_result_saves_total')).toEqual(
      [],
    );
  });

  it('writes the client address when the operator turns it on', async () => {
    const { url } = await start(true);
    expect(await lineOf(await request(url, '/api/health'))).toMatchObject({
      kind: 'health',
      ip: '127.0.0.1',
      status: 200,
    });
  });
});
