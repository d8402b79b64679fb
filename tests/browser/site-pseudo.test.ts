// The pseudo-locale (?lng=en-XA): every visible text and accessible attribute must come from the
// translated strings, so no plain ASCII letter may remain (except [translate="no"] content).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { untranslatedTexts, UNKNOWN_PATH, type TextSample } from './site-helpers';

const browser = useBrowser();

const report = (samples: TextSample[]) =>
  samples.map((s) => `  ${s.where}: ${JSON.stringify(s.text)}`).join('\n');

async function expectFullyTranslated(page: Page, where: string) {
  // The pseudo strings are wrapped in ⟦ ⟧: wait until the page really renders the pseudo-locale.
  await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain('⟦');
  const bad = await untranslatedTexts(page);
  expect(bad, `${where}: texts with ASCII letters:\n${report(bad)}`).toEqual([]);
}

describe('pseudo-locale en-XA', () => {
  it.each(['/', '/test', '/tests/food', '/contact', '/privacy', UNKNOWN_PATH])(
    '%s has no untranslated text',
    async (path) => {
      const { page, errors, close } = await openPage(browser(), `${path}?lng=en-XA`);
      try {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
        await expectFullyTranslated(page, path);
        if (path === '/privacy') {
          // The date line is rendered after hydration; it must be translated too.
          await expect.poll(() => page.locator('main').innerText()).toMatch(/\d{4}/);
        }
        // The title follows the page's content, which the pseudo-locale loads after its strings.
        await expect.poll(() => page.title()).not.toMatch(/[A-Za-z]/);
        expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('the home test stays translated after starting it and answering a question', async () => {
    const { page, close } = await openPage(browser(), '/?lng=en-XA');
    try {
      await page.locator('main .hero').getByRole('button').first().click();
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
    const { page, close } = await openPage(browser(), '/?lng=en-XA', {
      viewport: { width: 375, height: 740 },
    });
    try {
      await page.locator('header [role="button"][aria-controls]').click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      await expectFullyTranslated(page, 'mobile menu');
    } finally {
      await close();
    }
  });

  it("a score link's invitation and a result with its chart are translated too", async () => {
    const link = await openPage(browser(), '/tests/food?score=19&lng=en-XA');
    try {
      await link.page.locator('p.score-invite').waitFor();
      await expectFullyTranslated(link.page, 'score link invitation');
    } finally {
      await link.close();
    }

    // A /results outcome kept in the session, with a distribution of several takers.
    const counts = Array.from({ length: 101 }, (_, score) => (score % 7 === 0 ? 3 : 0));
    const outcome = {
      score: 70,
      total: 100,
      answers: Array.from({ length: 100 }, (_, i) => (i < 30 ? 'yes' : 'no')),
      saved: {
        id: 1,
        quiz: 'purity',
        score: 70,
        total: 100,
        label: 'Below Average Purity',
        language: 'en-XA',
        createdAt: '2026-01-01T00:00:00.000Z',
        comparison: { takers: 45, averageScore: 49, percentBelow: 33.3 },
        // The server said there are enough takers to show where the visitor stands.
        distribution: { quiz: 'purity', total: 100, counts, moreNeeded: 0 },
      },
      saveError: null,
    };
    const results = await openPage(browser(), '/results?lng=en-XA', {
      initScript: `sessionStorage.setItem('purityTestResult', ${JSON.stringify(JSON.stringify(outcome))})`,
    });
    try {
      await results.page.locator('.standing-chart').waitFor();
      await expectFullyTranslated(results.page, 'result view with its chart');
    } finally {
      await results.close();
    }
  });
});
