// What a first visit feels like, against the app on the built site: every response Chromium
// fetches until the network is idle after the page became interactive (the results view a quiz
// fetches once the browser is idle included), and Lighthouse (default config: mobile, simulated
// throttling), the median performance run of each route kept.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';
import { ALL_CORES, startApp } from './processes.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Per route: the requests, and gzip -9 of every script's body and of every response's body. */
export async function firstVisits(siteDir: string, routes: readonly string[]) {
  const server = await startApp('app (first visit)', siteDir, {}, ALL_CORES);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const visits: { route: string; requests: number; jsGzip: number; totalGzip: number }[] = [];
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const bodies: Promise<{ script: boolean; gzip: number }>[] = [];
      page.on('response', (response) => {
        const script = response.request().resourceType() === 'script';
        if (response.url().startsWith(server.origin))
          bodies.push(
            response.body().then(
              (body) => ({ script, gzip: gzipSync(body, { level: 9 }).length }),
              () => ({ script, gzip: 0 }),
            ),
          );
      });
      await page.goto(server.origin + route);
      await page.waitForFunction(
        () => document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      const fetched = await Promise.all(bodies);
      const sum = (list: typeof fetched) => list.reduce((total, file) => total + file.gzip, 0);
      visits.push({
        route,
        requests: fetched.length,
        jsGzip: sum(fetched.filter((file) => file.script)),
        totalGzip: sum(fetched),
      });
      await context.close();
    }
    return visits;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Per route, the median run by performance score, with every run's performance score and the audits that cost points. */
export async function lighthouseRuns(
  siteDir: string,
  routes: readonly string[],
  runs: number,
  log: (line: string) => void,
) {
  // chrome-launcher reports a missing binary as an unhandled 'error' event, so look first.
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (set CHROME_PATH)`);
  const server = await startApp(
    'app (lighthouse)',
    siteDir,
    { RATE_LIMIT_WRITES_PER_MINUTE: '120' },
    ALL_CORES,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const audit = async (route: string) => {
      const { lhr } = (await lighthouse(server.origin + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      }))!;
      const score = (category: Category) =>
        typeof lhr.categories[category]?.score === 'number'
          ? Math.round(lhr.categories[category].score * 100)
          : null;
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, score(category)]),
      ) as Record<Category, number | null>;
      const shortfalls = CATEGORIES.flatMap((category) =>
        lhr.categories[category]!.auditRefs.filter(
          (ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1,
        ).map(
          (ref) =>
            `${category}: ${ref.id} (${lhr.audits[ref.id]!.displayValue ?? lhr.audits[ref.id]!.score})`,
        ),
      );
      log(
        `Lighthouse ${route}: performance ${scores.performance ?? 'n/a'}${lhr.runtimeError ? ` (${lhr.runtimeError.code})` : ''}`,
      );
      return {
        route,
        scores,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        shortfalls,
      };
    };
    const audits = [];
    for (const route of routes) {
      const each = [];
      for (let run = 0; run < runs; run += 1) each.push(await audit(route));
      const ranked = [...each].sort(
        (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
      );
      audits.push({
        ...ranked[Math.floor((runs - 1) / 2)]!,
        performanceRuns: each.map((run) => run.scores.performance),
      });
    }
    return audits;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
