// A page whose own code arrives late (a slow phone, a busy network): the layout around it hydrates
// first and the browser goes idle meanwhile. The page's server HTML must stay as it is until its
// code arrives and hydrates it: no fallback shown in its place, no layout shift, no error.
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './browser';
import { RECORD_LAYOUT_SHIFTS, settledLayoutShift } from './layout-shift';

const browser = useBrowser();

describe('a page whose code arrives after the layout has hydrated', () => {
  it.each([
    ['/tests/food?score=19', /\/assets\/ThemedQuizPage-[^/]*\.js$/],
    ['/es/test', /\/assets\/MainTestPage-[^/]*\.js$/],
    ['/', /\/assets\/HomePage-[^/]*\.js$/],
  ])('%s keeps its server HTML in place until its code has come', async (path, pageChunk) => {
    const context = await browser().newContext({
      baseURL: baseURL(),
      viewport: { width: 390, height: 740 },
    });
    await context.addInitScript(RECORD_LAYOUT_SHIFTS);
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
      await page.waitForFunction(
        () => document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 15_000 },
      );
      const shift = await settledLayoutShift(page);
      expect(delayed).toBe(1);
      expect(await page.locator('.page-loading').count()).toBe(0);
      expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
