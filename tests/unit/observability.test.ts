// Pure parts of the operator's view: route kinds from a fixed set, save outcomes, the stats tables,
// and a dashboard whose queries name only metrics the server exports.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppMetrics, saveOutcome } from '../../server/observability/metrics.js';
import { ROUTE_KINDS, routeKind, statusClass } from '../../server/observability/route-kind.js';
import { firstDay, formatSiteCounts, siteCounts } from '../../scripts/stats/site-counts.js';

describe('routeKind', () => {
  it.each([
    ['GET', '/', 200, 'page'],
    ['GET', '/es/tests/food', 304, 'page'],
    ['HEAD', '/test', 200, 'page'],
    ['GET', '/tests/food?score=19', 200, 'score_link'],
    ['GET', '/test?utm_source=x&score=73', 200, 'score_link'],
    ['GET', '/tests/food?scores=1', 200, 'page'],
    ['GET', '/og/en/food/19.png', 200, 'card'],
    ['GET', '/assets/index-3f9a1c.js', 200, 'static_asset'],
    ['GET', '/robots.txt', 200, 'static_asset'],
    ['GET', '/test/index.html', 200, 'page'],
    ['GET', '/api/nothing', 404, 'not_found'],
    ['GET', '/og/en/nothing.png', 404, 'not_found'],
    ['GET', '/wp-login.php?x=1', 404, 'not_found'],
    ['POST', '/', 405, 'other'],
    ['GET', '/api/nothing-yet', 200, 'other'],
  ])('%s %s answered %i is %s', (method, url, status, kind) => {
    expect(routeKind(method, url, status)).toBe(kind);
    expect(ROUTE_KINDS).toContain(kind);
  });

  it("keeps an API route's own kind, whatever it answered (the API's router names it; tests/server/metrics.test.ts)", () => {
    expect(routeKind('POST', '/api/test-results?x=1', 429, 'api_save')).toBe('api_save');
    expect(routeKind('GET', '/api/score-distribution?quiz=nope', 404, 'api_read')).toBe('api_read');
  });

  it('names status classes', () => {
    expect([200, 304, 404, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx']);
  });
});

describe('saveOutcome', () => {
  it.each([
    [201, 'stored'],
    [400, 'invalid'],
    [413, 'invalid'],
    [422, 'invalid'],
    [429, 'rate_limited'],
    [503, 'store_unavailable'],
    [500, 'error'],
  ])('%i is %s', (status, outcome) => expect(saveOutcome(status)).toBe(outcome));
});

describe('site counts', () => {
  const today = new Date('2026-03-10T08:00:00Z');

  it('fills every day of the window, oldest first, and sums events over quizzes', () => {
    expect(firstDay(3, today)).toBe('2026-03-08');
    const counts = siteCounts(
      'sqlite',
      3,
      today,
      [{ quiz: null, language: 'en', count: 2 }],
      [
        { day: '2026-03-08', event: 'share', quiz: 'food', count: 2 },
        { day: '2026-03-10', event: 'test_started', quiz: 'food', count: 4 },
        { day: '2026-03-10', event: 'test_started', quiz: 'purity', count: 5 },
      ],
    );
    expect(counts.events).toEqual([
      { day: '2026-03-08', test_started: 0, test_completed: 0, share: 2 },
      { day: '2026-03-09', test_started: 0, test_completed: 0, share: 0 },
      { day: '2026-03-10', test_started: 9, test_completed: 0, share: 0 },
    ]);
    expect(formatSiteCounts(counts)).toBe(
      [
        'Takers per quiz and language (sqlite store, all time)',
        'Quiz               Language  Takers',
        '-----------------  --------  ------',
        '(themed, no slug)  en             2',
        'Total                             2',
        '',
        'Analytics events per day, last 3 days',
        'Day (UTC)   test_started  test_completed  share',
        '----------  ------------  --------------  -----',
        '2026-03-08             0               0      2',
        '2026-03-09             0               0      0',
        '2026-03-10             9               0      0',
        '',
      ].join('\n'),
    );
  });
});

describe('the Grafana dashboard', () => {
  it('is valid JSON whose queries use only metrics the server exports', async () => {
    const dashboard = JSON.parse(
      readFileSync(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8'),
    );
    const exposition = await new AppMetrics().registry.metrics();
    const exported = new Set(
      [...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!],
      ),
    );
    const queried = new Set<string>();
    for (const panel of dashboard.panels) {
      for (const target of panel.targets ?? []) {
        for (const [name] of (target.expr as string).matchAll(/\b(?:quiz|process|nodejs)_\w+/g))
          queried.add(name);
      }
    }
    expect(queried.size).toBeGreaterThan(10);
    expect([...queried].filter((name) => !exported.has(name))).toEqual([]);
  });
});
