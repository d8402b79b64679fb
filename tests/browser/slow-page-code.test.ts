// A page whose own code arrives late (a slow phone, a busy network): the layout around it hydrates
// first and the browser goes idle meanwhile. The page's server HTML must stay as it is until its
// code arrives and hydrates it: no fallback shown in its place, no layout shift, no error.
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './browser';

const browser = useBrowser();

const RECORD_SHIFTS = `(() => {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

describe('a page whose code arrives after the layout has hydrated', () => {
  it.each([
    ['/tests/food?score=19', /\/assets\/ThemedQuizPage-[^/]*\.js$/],
    ['/es/test', /\/assets\/MainTestPage-[^/]*\.js$/],
    ['/', /\/assets\/HomePage-[^/]*\.js$/],
  ])('%s keeps its server HTML in place until its code has come', async (path, pageChunk) => {
    const context = await browser().newContext({ baseURL: baseURL(), viewport: { width: 390, height: 740 } });
    await context.addInitScript(RECORD_SHIFTS);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    let delayed = 0;
    // Long enough for the browser to go idle first (the layout then fetches its later code).
    await page.route(pageChunk, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    try {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(delayed).toBe(1);
      expect(await page.locator('.page-loading').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
