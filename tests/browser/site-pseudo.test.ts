// The pseudo-locale (?lng=en-XA): every visible text and accessible attribute must come from the
// translated strings, so no plain ASCII letter may remain (except [translate="no"] content).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { untranslatedTexts, UNKNOWN_PATH, type TextSample } from './site-helpers';

const browser = useBrowser();

const report = (samples: TextSample[]) => samples.map((s) => `  ${s.where}: ${JSON.stringify(s.text)}`).join('\n');

async function expectFullyTranslated(page: Page, where: string) {
  // The pseudo strings are wrapped in ⟦ ⟧: wait until the page really renders the pseudo-locale.
  await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain('⟦');
  const bad = await untranslatedTexts(page);
  expect(bad, `${where}: texts with ASCII letters:\n${report(bad)}`).toEqual([]);
}

describe('pseudo-locale en-XA', () => {
  it.each(['/', '/test', '/tests/food', '/contact', '/privacy', UNKNOWN_PATH])('%s has no untranslated text', async (path) => {
    const { page, errors, close } = await openPage(browser(), `${path}?lng=en-XA`);
    try {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
      await expectFullyTranslated(page, path);
      if (path === '/privacy') {
        // The date line is rendered after hydration; it must be translated too.
        await expect.poll(() => page.locator('main').innerText()).toMatch(/\d{4}/);
      }
      expect(await page.title()).not.toMatch(/[A-Za-z]/);
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the home test stays translated after starting it and answering a question', async () => {
    const { page, close } = await openPage(browser(), '/?lng=en-XA');
    try {
      await page.locator('main .hero button').first().click();
      const radios = page.locator('main input[type="radio"]');
      await radios.first().waitFor({ state: 'visible' });
      await expectFullyTranslated(page, 'home test, question 1');
      await radios.first().check();
      await expectFullyTranslated(page, 'home test, question 1 answered');
      await page.locator('main form button[type="submit"]').click();
      await expect.poll(() => page.locator('main input[type="radio"]:checked').count()).toBe(0);
      await expectFullyTranslated(page, 'home test, question 2');
    } finally {
      await close();
    }
  });

  it('the mobile menu is translated too', async () => {
    const { page, close } = await openPage(browser(), '/?lng=en-XA', { viewport: { width: 375, height: 740 } });
    try {
      await page.locator('header button[aria-controls]').click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      await expectFullyTranslated(page, 'mobile menu');
    } finally {
      await close();
    }
  });
});
