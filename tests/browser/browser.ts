import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

export function baseURL(): string {
  return inject('baseURL');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far (hydration warnings included). */
  errors: string[];
  /** Every request the page made to /api/. */
  apiRequests: { method: string; url: string; body: string | null }[];
  close: () => Promise<void>;
}

/** A fresh context (no storage shared between tests) with console errors and API calls recorded. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const apiRequests: OpenedPage['apiRequests'] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push({ method: request.method(), url: request.url(), body: request.postData() });
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { page, errors, apiRequests, close: () => context.close() };
}
