import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

export function baseURL(): string {
  return inject('baseURL');
}

/** The status and body of a plain request to the site, as a crawler or a link preview makes it. */
export async function fetchText(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL(path, baseURL()));
  return { status: response.status, text: await response.text() };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** One Chromium per test file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is only available inside tests');
    return browser;
  };
}

export interface OpenOptions extends BrowserContextOptions {
  /** A script run before any page script on every load (e.g. a window.open stub). */
  initScript?: string;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far (hydration warnings included). */
  errors: string[];
  /** Every request the page made to /api/. */
  apiRequests: { method: string; url: string; body: string | null }[];
  /** Resolves once none of the page's requests is on its way (what a step started fetching has arrived). */
  requestsSettled: () => Promise<void>;
  close: () => Promise<void>;
}

/** A fresh context (no storage shared between tests) with console errors and API calls recorded. */
export async function openPage(
  browser: Browser,
  path: string,
  { initScript, ...options }: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  const apiRequests: OpenedPage['apiRequests'] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' ||
      (message.type() === 'warning' && /hydrat/i.test(message.text()))
    )
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    inFlight.add(request);
    if (new URL(request.url()).pathname.startsWith('/api/'))
      apiRequests.push({ method: request.method(), url: request.url(), body: request.postData() });
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const requestsSettled = async () => {
    while (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { page, errors, apiRequests, requestsSettled, close: () => context.close() };
}

/** Waits until CSS animations and transitions (the menu's slide-in) have finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical axe violations on the page (or part of it), formatted for a failure message; '' when none. */
export async function seriousAxeViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<string> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
}
