// Step 3: Lighthouse (default config: mobile, simulated throttling) against the real server.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { trackExternalPid } from './children.js';
import { CHROMIUM_ARGS as CHROME_FLAGS, CHROMIUM_PATH as CHROME_PATH } from '../chromium.js';
import { startRealServer } from './servers.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface AuditNote {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

export interface RouteAudit {
  route: string;
  url: string;
  /** 0–100, null when Lighthouse gave none. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Audits below a full score that count towards a category, per category. */
  shortfalls: Partial<Record<Category, AuditNote[]>>;
  runWarnings: string[];
  /** Lighthouse's measure of this machine's CPU speed at the time (lower: slower or busier). */
  benchmarkIndex: number | null;
  /** Performance scores of every run of this route; the reported run is the median one. */
  performanceRuns: (number | null)[];
  error?: string;
}

export interface LighthouseReport {
  ran: boolean;
  skippedReason?: string;
  lighthouseVersion?: string;
  chromeVersion?: string;
  routes: RouteAudit[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function numeric(lhr: Lhr, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function shortfalls(lhr: Lhr): RouteAudit['shortfalls'] {
  const notes: RouteAudit['shortfalls'] = {};
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    const below = refs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable')
      .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue }));
    // Performance opportunities and diagnostics (weight 0) explain a low score, so list the main ones too.
    if (category === 'performance') {
      for (const ref of refs.filter((candidate) => candidate.weight === 0)) {
        const audit = lhr.audits[ref.id];
        if (audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
          below.push({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
        }
      }
    }
    if (below.length > 0) notes[category] = below;
  }
  return notes;
}

function summarise(route: string, url: string, lhr: Lhr): RouteAudit {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    route,
    url,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    shortfalls: shortfalls(lhr),
    runWarnings: (lhr.runWarnings ?? []).map(String),
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === 'number' ? Math.round(lhr.environment.benchmarkIndex) : null,
    performanceRuns: [],
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** The run with the median performance score (Lighthouse's advice for noisy machines). */
function medianRun(runs: RouteAudit[]): RouteAudit {
  const scored = runs.filter((run) => !run.error && run.scores.performance !== null);
  if (scored.length === 0) return runs[runs.length - 1]!;
  const sorted = [...scored].sort((a, b) => a.scores.performance! - b.scores.performance!);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const MAX_ATTEMPTS_PER_RUN = 3;

export async function runLighthouse(
  routes: readonly string[],
  runsPerRoute: number,
  staticDir: string,
  log: (line: string) => void,
): Promise<LighthouseReport> {
  // chrome-launcher turns a missing binary into an unhandled 'error' event, so check first.
  try {
    fs.accessSync(CHROME_PATH, fs.constants.X_OK);
  } catch {
    throw new Error(`no Chrome/Chromium executable at ${CHROME_PATH} (set CHROME_PATH, or apt-get install chromium)`);
  }
  const server = await startRealServer({ name: 'real server (lighthouse)', core: null, staticDir, rateLimit: '120' });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let untrack: () => void = () => {};
  try {
    process.env.CHROME_PATH = CHROME_PATH;
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const stopTracking = trackExternalPid(chrome.pid);
    untrack = () => void stopTracking();
    const report: LighthouseReport = { ran: true, routes: [] };
    for (const route of routes) {
      const url = `${server.origin}${route}`;
      const runs: RouteAudit[] = [];
      for (let run = 1; run <= runsPerRoute; run += 1) {
        // A failed trace (NO_NAVSTART and the like) is retried; it says nothing about the page.
        for (let attempt = 1; attempt <= MAX_ATTEMPTS_PER_RUN; attempt += 1) {
          const started = Date.now();
          const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          report.lighthouseVersion = result.lhr.lighthouseVersion;
          report.chromeVersion = result.lhr.environment?.hostUserAgent?.match(/Chrom(?:e|ium)\/([\d.]+)/)?.[1];
          const audit = summarise(route, url, result.lhr);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          log(
            `Lighthouse ${url} run ${run}/${runsPerRoute}: performance ${audit.scores.performance ?? 'n/a'}` +
              `${audit.error ? ` (error ${audit.error.split(':')[0]}${attempt < MAX_ATTEMPTS_PER_RUN ? ', retrying' : ''})` : ''}, ${seconds} s`,
          );
          if (!audit.error || attempt === MAX_ATTEMPTS_PER_RUN) {
            runs.push(audit);
            break;
          }
        }
      }
      report.routes.push({ ...medianRun(runs), performanceRuns: runs.map((run) => run.scores.performance) });
    }
    return report;
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        // Already gone.
      }
      untrack();
    }
    await server.child.stop();
  }
}
