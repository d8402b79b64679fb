// Lighthouse (default config: mobile, simulated throttling) against the app, in Chromium.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';
import { startApp } from './servers.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface RouteAudit {
  route: string;
  /** 0-100, null when Lighthouse gave none. */
  scores: Record<Category, number | null>;
  metricsMs: { fcp: number | null; lcp: number | null; tbt: number | null; speedIndex: number | null };
  cls: number | null;
  /** Audits that cost points (and, for performance, the main diagnostics), per category. */
  shortfalls: string[];
  runWarnings: string[];
  /** Lighthouse's measure of the machine's CPU speed at the time (lower: slower or busier). */
  benchmarkIndex: number | null;
  /** Performance score of every run; the others are from the median run. */
  performanceRuns: (number | null)[];
  error?: string;
}

export interface LighthouseReport {
  versions: string;
  routes: RouteAudit[];
}

function summarise(route: string, lhr: Lhr): RouteAudit {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const shortfalls = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => audit && audit.score !== null && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative' && audit.score < (ref.weight > 0 ? 1 : 0.9))
      .map(({ audit }) => `${category}: ${audit!.id} — ${audit!.title} (score ${audit!.score!.toFixed(2)}${audit!.displayValue ? `, ${audit!.displayValue}` : ''})`),
  );
  return {
    route,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    metricsMs: { fcp: numeric('first-contentful-paint'), lcp: numeric('largest-contentful-paint'), tbt: numeric('total-blocking-time'), speedIndex: numeric('speed-index') },
    cls: numeric('cumulative-layout-shift'),
    shortfalls,
    runWarnings: (lhr.runWarnings ?? []).map(String),
    benchmarkIndex: lhr.environment?.benchmarkIndex ? Math.round(lhr.environment.benchmarkIndex) : null,
    performanceRuns: [],
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** Each route `runs` times (a failed trace, which says nothing about the page, is retried twice); the median run is kept. */
export async function runLighthouse(siteDir: string, routes: readonly string[], runs: number, log: (line: string) => void): Promise<LighthouseReport> {
  // chrome-launcher reports a missing binary as an unhandled 'error' event, so look first.
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH} (set CHROME_PATH, or apt-get install chromium)`);
  const server = await startApp('app (lighthouse)', siteDir, { rateLimit: '120' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const report: LighthouseReport = { versions: '', routes: [] };
    const audit = async (route: string, label: string) => {
      const result = await lighthouse(`${server.origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const chromium = result.lhr.environment?.hostUserAgent?.match(/Chrom(?:e|ium)\/([\d.]+)/)?.[1] ?? '?';
      report.versions = `Lighthouse ${result.lhr.lighthouseVersion}, Chromium ${chromium}`;
      const summary = summarise(route, result.lhr);
      log(`Lighthouse ${route} ${label}: performance ${summary.scores.performance ?? 'n/a'}${summary.error ? ` (${summary.error.split(':')[0]})` : ''}`);
      return summary;
    };
    for (const route of routes) {
      const audits: RouteAudit[] = [];
      for (let run = 1; run <= runs; run += 1) {
        let summary = await audit(route, `run ${run}/${runs}`);
        for (let retry = 1; summary.error && retry <= 2; retry += 1) summary = await audit(route, `run ${run}/${runs}, retry ${retry}`);
        audits.push(summary);
      }
      const ranked = [...audits].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
      report.routes.push({ ...ranked[Math.floor((ranked.length - 1) / 2)]!, performanceRuns: audits.map((run) => run.scores.performance) });
    }
    return report;
  } finally {
    chrome.kill();
    await server.child.stop();
  }
}
