// A first visit as Chromium makes it, against the app (the bundled server on the built site):
// - every response until the network is idle, the chunks loaded after the page is interactive
//   (the results view) included: how much JavaScript and how many bytes in all;
// - under Lighthouse's mobile throttling applied for real (CDP network and CPU throttling): when
//   the first and the largest paint happen, when the page is interactive, and which high-priority
//   requests were sent before the first paint.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';
import { startApp } from './servers.js';

export interface FetchedFile {
  path: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Other, ... */
  type: string;
  /** Chromium's fetch priority when the request was sent. */
  priority: string;
  /** Bytes on the wire, headers included, as the server sent them (brotli for Chromium). */
  transferred: number;
  /** Body bytes, uncompressed. */
  raw: number;
  /** gzip -9 of the body: what a client that only accepts gzip receives. */
  gzip: number;
  /** When the request was sent and when its last byte arrived, in ms after the navigation started (the page's time origin). */
  startMs: number;
  endMs: number;
}

export interface FirstVisit {
  route: string;
  files: FetchedFile[];
  js: { files: number; gzip: number };
  total: { gzip: number; transferred: number };
}

export interface ThrottledPaint {
  route: string;
  fcpMs: number | null;
  lcpMs: number | null;
  /** The element of the largest paint, e.g. "P.lead". */
  lcpElement: string | null;
  /** When the page became interactive (the app sets data-hydrated on <html>). */
  interactiveMs: number | null;
  /**
   * Requests sent before the first contentful paint with the priority Lighthouse treats as render
   * blocking (VeryHigh, or High for a script): none is needed, the page's text is in its HTML.
   * The browser's own favicon request (High, not a script) is not one.
   */
  highPriorityBeforeFcp: string[];
  /** The runs the figures are the median of. */
  runs: number;
}

/** Lighthouse's mobile preset: a slow 4G link and a CPU four times slower than the machine's. */
export const MOBILE_THROTTLING = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675, cpuSlowdown: 4 } as const;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/**
 * Each request's priority, timing and size, from CDP (Playwright's own events carry no priority).
 * Times are read against the page's own clock (performance.timeOrigin), as its paint entries are.
 */
async function recordNetwork(page: Page, cdp: CDPSession, origin: string): Promise<() => Promise<FetchedFile[]>> {
  await cdp.send('Network.enable');
  const sent = new Map<string, { url: string; type: string; priority: string; at: number; wallMs: number }>();
  const finished: { url: string; type: string; priority: string; wallMs: number; durationMs: number; transferred: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    sent.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', priority: event.request.initialPriority, at: event.timestamp, wallMs: event.wallTime * 1000 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = sent.get(event.requestId);
    if (request) finished.push({ ...request, durationMs: (event.timestamp - request.at) * 1000, transferred: event.encodedDataLength });
  });
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    // A redirect or an aborted request has no body.
    bodies.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
  });
  return async () => {
    const timeOrigin = await page.evaluate<number>('performance.timeOrigin');
    const body = new Map(await Promise.all([...bodies].map(async ([url, pending]) => [url, await pending] as const)));
    return finished
      .filter((request) => request.url.startsWith(origin))
      .map((request) => {
        const received = body.get(request.url) ?? Buffer.alloc(0);
        const startMs = request.wallMs - timeOrigin;
        return {
          path: new URL(request.url).pathname,
          type: request.type,
          priority: request.priority,
          transferred: request.transferred,
          raw: received.length,
          gzip: gzipSync(received, { level: 9 }).length,
          startMs,
          endMs: startMs + request.durationMs,
        };
      });
  };
}

async function withApp<T>(siteDir: string, run: (origin: string, browser: Browser) => Promise<T>): Promise<T> {
  const server = await startApp('app (first visit)', siteDir, { rateLimit: 'off' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    return await run(server.origin, browser);
  } finally {
    await browser.close();
    await server.child.stop();
  }
}

async function interactive(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}

/** Each route in a fresh profile (nothing cached), unthrottled, until the network is idle after the page became interactive. */
export function measureFirstVisits(siteDir: string, routes: readonly string[]): Promise<FirstVisit[]> {
  return withApp(siteDir, async (origin, browser) => {
    const visits: FirstVisit[] = [];
    for (const route of routes) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const files = await recordNetwork(page, await context.newCDPSession(page), origin);
      await page.goto(`${origin}${route}`);
      await interactive(page, 60_000);
      // What the page fetches once interactive (the results view, when the browser is idle) counts too.
      await page.waitForLoadState('networkidle');
      const fetched = await files();
      const sum = (list: FetchedFile[], key: 'gzip' | 'transferred') => list.reduce((total, file) => total + file[key], 0);
      const scripts = fetched.filter((file) => file.type === 'Script');
      visits.push({ route, files: fetched, js: { files: scripts.length, gzip: sum(scripts, 'gzip') }, total: { gzip: sum(fetched, 'gzip'), transferred: sum(fetched, 'transferred') } });
      await context.close();
    }
    return visits;
  });
}

/** Paint marks, read by the page itself from the buffered performance entries. */
interface PaintMarks {
  fcp?: number;
  lcp?: number;
  lcpElement?: string;
  interactive?: number;
}

// Runs in the page before its own scripts (a string, so no bundler helper leaks into it).
const RECORD_PAINTS = `(() => {
  const marks = (window.__paintMarks = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    marks.lcp = entry.startTime;
    marks.lcpElement = entry.element ? entry.element.tagName + (entry.element.classList[0] ? '.' + entry.element.classList[0] : '') : undefined;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_changes, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    marks.interactive = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})()`;

async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = MOBILE_THROTTLING;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: (downloadKbps * 1024) / 8, uploadThroughput: (uploadKbps * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return cdp;
}

/** Lighthouse's render-blocking priorities (its NetworkNode.hasRenderBlockingPriority). */
function blocksRendering(file: FetchedFile): boolean {
  return file.priority === 'VeryHigh' || (file.priority === 'High' && (file.type === 'Script' || file.type === 'Document'));
}

async function throttledVisit(browser: Browser, origin: string, route: string): Promise<Omit<ThrottledPaint, 'runs'>> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(RECORD_PAINTS);
    const page = await context.newPage();
    const files = await recordNetwork(page, await throttle(context, page), origin);
    await page.goto(`${origin}${route}`, { timeout: 120_000 });
    await interactive(page, 120_000);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const marks = await page.evaluate<PaintMarks>('window.__paintMarks');
    const fcp = marks.fcp ?? null;
    return {
      route,
      fcpMs: fcp,
      lcpMs: marks.lcp ?? null,
      lcpElement: marks.lcpElement ?? null,
      interactiveMs: marks.interactive ?? null,
      highPriorityBeforeFcp: (await files()).filter((file) => file.type !== 'Document' && blocksRendering(file) && (fcp === null || file.startMs < fcp)).map((file) => file.path),
    };
  } finally {
    await context.close();
  }
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)]!;
}

/** A first visit of each route under real mobile throttling, `runs` times: the median of each time, every early request of any run. */
export function measureThrottledPaints(siteDir: string, routes: readonly string[], runs: number): Promise<ThrottledPaint[]> {
  return withApp(siteDir, async (origin, browser) => {
    const paints: ThrottledPaint[] = [];
    for (const route of routes) {
      const visits = [];
      for (let run = 0; run < runs; run += 1) visits.push(await throttledVisit(browser, origin, route));
      paints.push({
        route,
        fcpMs: median(visits.map((visit) => visit.fcpMs)),
        lcpMs: median(visits.map((visit) => visit.lcpMs)),
        lcpElement: [...new Set(visits.map((visit) => visit.lcpElement ?? 'n/a'))].join(' / '),
        interactiveMs: median(visits.map((visit) => visit.interactiveMs)),
        highPriorityBeforeFcp: [...new Set(visits.flatMap((visit) => visit.highPriorityBeforeFcp))],
        runs,
      });
    }
    return paints;
  });
}
