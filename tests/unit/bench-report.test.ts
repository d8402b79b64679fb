import { describe, expect, it } from 'vitest';
import { evaluate, reportMarkdown, type Figures } from '../../scripts/bench/report.js';

const run = (
  requestsPerSecond: number,
  p99: number,
  peakRssBytes: number | null = null,
  failures: Record<string, number> = {},
) => ({
  requestsPerSecond,
  requests: requestsPerSecond * 2,
  latencyMs: { p50: p99 / 4, p99, max: p99 * 2 },
  failed: Object.values(failures).reduce((sum, count) => sum + count, 0),
  failures,
  peakRssBytes,
});
const MB = 1024 * 1024;
const notRun: Figures = {
  firstVisits: 'no Chromium',
  lighthouse: 'no Chromium',
  save: 'not run',
  cards: 'not run',
  figures: 'not run',
  postgres: 'not run',
  soak: 'not run',
};

describe('bench budgets', () => {
  it('holds the save to the plain way of the same run', () => {
    const save = {
      app: { saturated: run(2082, 30, 126 * MB), steady: run(1000, 40, 120 * MB) },
      plain: { saturated: run(1763, 25), steady: run(1000, 33.1) },
    };
    const verdicts = evaluate({ ...notRun, save });
    expect(
      verdicts.filter(
        (verdict) =>
          verdict.budget.startsWith('Save') ||
          verdict.budget.startsWith('Server') ||
          verdict.budget.startsWith('Saves'),
      ),
    ).toEqual([
      {
        budget: 'Saves/s, saturated, against the plain way',
        status: 'PASS',
        figure: '118.1 % (minimum 100.0 %)',
      },
      {
        budget: 'Save p99 at 1000/s open-loop against the plain way',
        status: 'PASS',
        figure: '1.21× (limit 1.50×)',
      },
      {
        budget: 'Server peak RSS under the save load',
        status: 'PASS',
        figure: '126.0 MB (limit 160.0 MB)',
      },
      { budget: 'Saves: failed requests', status: 'PASS', figure: '0 (limit 0)' },
    ]);
    const slower = evaluate({
      ...notRun,
      save: {
        ...save,
        app: {
          saturated: run(1500, 30, 170 * MB, { 'HTTP 503': 1 }),
          steady: {
            ...run(1000, 60, 120 * MB, { 'HTTP 503': 1, 'ECONNRESET on a new socket': 2 }),
            resent: 5,
          },
        },
      },
    });
    expect(
      slower.filter((verdict) => verdict.status === 'FAIL').map((verdict) => verdict.budget),
    ).toEqual([
      'Saves/s, saturated, against the plain way',
      'Save p99 at 1000/s open-loop against the plain way',
      'Server peak RSS under the save load',
      'Saves: failed requests',
    ]);
    expect(slower.find((verdict) => verdict.budget === 'Saves: failed requests')!.figure).toBe(
      '4 (limit 0); HTTP 503: 2, ECONNRESET on a new socket: 2, not failed: sent again after an idle keep-alive close: 5',
    );
  });

  it('gives one SKIP with its reason for a section that was not measured', () => {
    const verdicts = evaluate(notRun);
    expect(verdicts.every((verdict) => verdict.status === 'SKIP')).toBe(true);
    expect(verdicts).toContainEqual({
      budget: 'Lighthouse',
      status: 'SKIP',
      figure: 'no Chromium',
    });
    expect(verdicts).toHaveLength(7);
  });

  it('checks weight on every route and TBT on quiz routes only, and spares the noindex results page its SEO score', () => {
    const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 60 };
    const verdicts = evaluate({
      ...notRun,
      firstVisits: [
        { route: '/', requests: 9, jsGzip: 200 * 1024, totalGzip: 200 * 1024 },
        { route: '/test', requests: 9, jsGzip: 110 * 1024, totalGzip: 161 * 1024 },
      ],
      lighthouse: [
        { route: '/results', scores, tbtMs: 500, cls: 0, shortfalls: [], performanceRuns: [100] },
        {
          route: '/test',
          scores: { ...scores, seo: 100 },
          tbtMs: 60,
          cls: 0.01,
          shortfalls: [],
          performanceRuns: [100],
        },
      ],
    });
    expect(
      verdicts.filter((verdict) => verdict.status === 'FAIL').map((verdict) => verdict.budget),
    ).toEqual([
      'First-visit JavaScript / (gzip)',
      'First-visit transfer / (gzip)',
      'First-visit transfer /test (gzip)',
      'Lighthouse CLS /test',
      'Lighthouse TBT /test',
    ]);
    expect(
      verdicts.some(
        (verdict) => verdict.budget.includes('/results') && verdict.budget.includes('seo'),
      ),
    ).toBe(false);
  });
});

describe('bench report file', () => {
  const input = {
    generatedAt: new Date('2026-11-24T21:00:00Z'),
    commit: 'b3ec3a7',
    mode: 'full' as const,
    machine: { cpus: 2, node: 'v20.19.0', loadAverage: [1.5, 1.25, 1] },
    verdicts: [
      { budget: 'Lighthouse performance /', status: 'PASS' as const, figure: '100 (minimum 100)' },
      {
        budget: 'Saves/s | PostgreSQL',
        status: 'FAIL' as const,
        figure: '60.9 % (minimum 80.0 %)',
      },
      { budget: 'Soak', status: 'SKIP' as const, figure: 'not run' },
    ],
    figures: { soak: 'not run', note: '```oops```' },
  };

  it('says when, on which commit and machine, and counts the verdicts', () => {
    const text = reportMarkdown(input);
    expect(text).toContain(
      'at 2026-11-24T21:00:00.000Z on commit b3ec3a7 (2 cores, Node v20.19.0, load average 1.50 1.25 1.00).',
    );
    expect(text).toContain('## Budgets: 1 pass, 1 fail, 1 not measured');
    expect(text).not.toContain('Quick mode');
    expect(reportMarkdown({ ...input, mode: 'quick' })).toContain('`npm run bench -- --quick`');
  });

  it('writes one table row per budget, escaping pipes, and every figure as JSON', () => {
    const text = reportMarkdown(input);
    expect(text.split('\n').filter((line) => /^\| (PASS|FAIL|SKIP) \|/.test(line))).toEqual([
      '| PASS | Lighthouse performance / | 100 (minimum 100) |',
      '| FAIL | Saves/s \\| PostgreSQL | 60.9 % (minimum 80.0 %) |',
      '| SKIP | Soak | not run |',
    ]);
    expect(
      JSON.parse(text.slice(text.indexOf('```json\n') + 8, text.lastIndexOf('\n```'))),
    ).toEqual(input.figures);
  });
});
