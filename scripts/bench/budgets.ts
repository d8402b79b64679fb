// Step 5: the performance budgets and their verdicts.
import { kb, mb, num, pct, KB } from './format.js';
import type { LighthouseReport, Category } from './lighthouse-audit.js';
import type { LoadReport } from './load-tests.js';
import type { RouteWeight } from './page-weight.js';

export type Status = 'PASS' | 'FAIL' | 'SKIP';

export interface Verdict {
  budget: string;
  status: Status;
  /** The measured figure, formatted. */
  figure: string;
  value: number | null;
  limit: number;
}

export const BUDGETS = {
  budgetRoute: '/tests/food',
  firstLoadJsGzipBytes: 110 * KB,
  firstVisitGzipBytes: 140 * KB,
  lighthouseMin: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  apiMinRatio: 0.25,
  apiMaxP99Ms: 25,
  apiMaxErrors: 0,
  apiMaxRssBytes: 120 * KB * KB,
  staticMinRatio: 0.25,
} as const;

function atMost(budget: string, value: number | null, limit: number, show: (v: number | null) => string): Verdict {
  if (value === null) return { budget, status: 'SKIP', figure: 'not measured', value, limit };
  return { budget, status: value <= limit ? 'PASS' : 'FAIL', figure: `${show(value)} (limit ${show(limit)})`, value, limit };
}

function atLeast(budget: string, value: number | null, limit: number, show: (v: number | null) => string): Verdict {
  if (value === null || Number.isNaN(value)) return { budget, status: 'SKIP', figure: 'not measured', value: null, limit };
  return { budget, status: value >= limit ? 'PASS' : 'FAIL', figure: `${show(value)} (minimum ${show(limit)})`, value, limit };
}

export function evaluateBudgets(
  weights: readonly RouteWeight[] | null,
  lighthouse: LighthouseReport | null,
  load: LoadReport | null,
): Verdict[] {
  const verdicts: Verdict[] = [];
  const route = weights?.find((weight) => weight.route === BUDGETS.budgetRoute) ?? null;
  verdicts.push(
    atMost(`First-load JS ${BUDGETS.budgetRoute} (gzip)`, route?.firstLoadJsGzip ?? null, BUDGETS.firstLoadJsGzipBytes, kb),
    atMost(`First-visit transfer ${BUDGETS.budgetRoute} (gzip)`, route?.total.gzip ?? null, BUDGETS.firstVisitGzipBytes, kb),
  );

  const audited = lighthouse?.ran ? lighthouse.routes : [];
  if (audited.length === 0) {
    verdicts.push({
      budget: 'Lighthouse scores',
      status: 'SKIP',
      figure: lighthouse?.skippedReason ?? 'Lighthouse did not run',
      value: null,
      limit: 0,
    });
  }
  for (const audit of audited) {
    for (const [category, minimum] of Object.entries(BUDGETS.lighthouseMin) as [Category, number][]) {
      const verdict = atLeast(`Lighthouse ${category} ${audit.route}`, audit.scores[category], minimum, (v) => num(v));
      if (audit.error) verdict.figure += ` [run error: ${audit.error}]`;
      verdicts.push(verdict);
    }
  }

  verdicts.push(
    atLeast('API req/s vs node:http baseline', load?.api.ratio ?? null, BUDGETS.apiMinRatio, pct),
    atMost('API p99 latency', load?.api.real.latencyMs.p99 ?? null, BUDGETS.apiMaxP99Ms, (v) => `${num(v, 1)} ms`),
    atMost('API errors (non-2xx + errors + timeouts)', load?.api.real.failed ?? null, BUDGETS.apiMaxErrors, (v) => num(v)),
    atMost('API server peak RSS', load?.api.real.serverPeakRssBytes ?? null, BUDGETS.apiMaxRssBytes, mb),
    atLeast('Static GET / (br) req/s vs node:http baseline', load?.static.ratio ?? null, BUDGETS.staticMinRatio, pct),
  );
  return verdicts;
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  for (const verdict of verdicts) console.log(`${verdict.status.padEnd(4)}  ${verdict.budget}: ${verdict.figure}`);
  const failed = verdicts.filter((verdict) => verdict.status === 'FAIL');
  const skipped = verdicts.filter((verdict) => verdict.status === 'SKIP');
  console.log(`\nBudget verdicts — PASS ${verdicts.length - failed.length - skipped.length}, FAIL ${failed.length}, SKIP ${skipped.length}`);
  if (failed.length > 0) console.log(`FAILING BUDGETS:\n${failed.map((verdict) => `  - ${verdict.budget}: ${verdict.figure}`).join('\n')}`);
}
