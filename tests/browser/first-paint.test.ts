// What a phone gets first: the prerendered text painted before any script is fetched (the app
// loader waits for the first paint), each script fetched once, and on a 390x844 screen the first
// question with its Yes/No choices and Next visible without scrolling, on every quiz screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { quizTexts } from './language-helpers';
import { ENGLISH_QUIZ_TEXTS, nextButton, themedCatalog, waitForQuestion } from './quiz-helpers';

const browser = useBrowser();

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** One themed quiz of each length the catalog has (35, 40, 45 and 50 questions). */
const THEMED_BY_LENGTH = [
  ...new Map(themedCatalog().map((entry) => [entry.questionCount, entry])).values(),
].sort((a, b) => a.questionCount - b.questionCount);

const SPANISH = quizTexts('es');
const QUIZ_SCREENS = [
  { path: '/', total: 100, start: true, texts: ENGLISH_QUIZ_TEXTS },
  { path: '/test', total: 100, start: false, texts: ENGLISH_QUIZ_TEXTS },
  ...THEMED_BY_LENGTH.map((entry) => ({
    path: `/tests/${entry.slug}`,
    total: entry.questionCount,
    start: false,
    texts: ENGLISH_QUIZ_TEXTS,
  })),
  // Spanish runs longer than English.
  { path: '/es/test', total: 100, start: false, texts: SPANISH },
  ...THEMED_BY_LENGTH.map((entry) => ({
    path: `/es/tests/${entry.slug}`,
    total: entry.questionCount,
    start: false,
    texts: SPANISH,
  })),
];

interface Fetched {
  url: string;
  startTime: number;
}

async function scriptFetches(page: Page): Promise<{ fcp: number | null; scripts: Fetched[] }> {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
}

describe('first paint', () => {
  it.each(['/', '/test', '/tests/food', '/results', '/contact', '/es/tests/food'])(
    '%s fetches its scripts only after the first contentful paint, each once',
    async (path) => {
      const opened = await openPage(browser(), path, PHONE);
      try {
        const { fcp, scripts } = await scriptFetches(opened.page);
        expect(fcp).not.toBeNull();
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts)
          expect(script.startTime, script.url).toBeGreaterThanOrEqual(fcp!);
        const urls = scripts.map((script) => script.url);
        expect(urls).toEqual([...new Set(urls)]);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it('lists THEMED_BY_LENGTH for every quiz length of the catalog', () => {
    expect(THEMED_BY_LENGTH.map((entry) => entry.questionCount)).toEqual([35, 40, 45, 50]);
  });

  it.each(QUIZ_SCREENS)(
    '$path shows question 1, Yes, No and Next on a 390x844 phone without scrolling',
    async ({ path, total, start, texts }) => {
      const opened = await openPage(browser(), path, PHONE);
      const { page } = opened;
      try {
        if (start) await page.getByRole('button', { name: 'Start the Test', exact: true }).click();
        await waitForQuestion(page, 1, total, texts);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const headerBottom = (await page.locator('.site-header').boundingBox())!.height;
        const parts = {
          question: page.locator('.question-text'),
          yes: page.locator('label.choice', { has: page.locator('input[value="yes"]') }),
          no: page.locator('label.choice', { has: page.locator('input[value="no"]') }),
          next: nextButton(page),
        };
        for (const [name, locator] of Object.entries(parts)) {
          const box = await locator.boundingBox();
          expect(box, name).not.toBeNull();
          expect(box!.y, `${name} top`).toBeGreaterThanOrEqual(headerBottom);
          expect(box!.y + box!.height, `${name} bottom`).toBeLessThanOrEqual(PHONE.viewport.height);
        }
      } finally {
        await opened.close();
      }
    },
  );
});
