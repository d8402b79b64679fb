// What a visitor finds of their own results: /results in a new tab shows the latest kept main-test
// result (the spec's empty state only when there is truly nothing), each row of the device list
// opens its result, a themed result does not list itself as an earlier one, the home-page test
// makes no server call and keeps its result across a reload, and "where you stand" waits for
// enough takers.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { completeQuiz, firstKYes, type YesNo } from './quiz-helpers';
import { localeString, quizTexts, translatedQuiz } from './language-helpers';

const browser = useBrowser();
const RESULTS_KEY = 'purityTestResults';

function keptResult(createdAt: string, score: number, answers: YesNo[], quiz?: string) {
  const at = new Date(createdAt);
  return {
    id: at.getTime(),
    score,
    answers,
    language: 'en',
    createdAt: at.toISOString(),
    ...(quiz ? { quiz } : {}),
  };
}

async function keep(page: Page, results: unknown[]): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: RESULTS_KEY,
    value: JSON.stringify(results),
  });
}

const year = new Date().getFullYear();
// Main test: 100 minus the Yes count.
const OLDER = keptResult(`${year}-01-10T09:00:00.000Z`, 88, firstKYes(100, 12));
const LATEST = keptResult(`${year}-02-10T09:00:00.000Z`, 61, firstKYes(100, 39));
const FOOD = keptResult(`${year}-02-01T09:00:00.000Z`, 20, firstKYes(35, 20), 'food');

const emptyTitle = localeString('en', 'resultsPage.noResultsTitle');

describe('/results in a new tab', () => {
  it('shows the latest kept main-test result, and each row of the list opens its result', async () => {
    // A first tab keeps the results; the page is then opened in a new tab (a new session).
    const first = await openPage(browser(), '/');
    await keep(first.page, [FOOD, OLDER, LATEST]);
    const context = first.page.context();
    const page = await context.newPage();
    try {
      await page.goto('/results');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const result = page.locator('section.result');
      await result.locator('.result-score').waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('61/100');
      expect(await page.getByText(emptyTitle).count()).toBe(0);

      const list = page.getByRole('region', { name: 'Your Results on This Device' });
      await list.waitFor();
      const links = list.locator('tbody tr th a');
      expect(await links.count()).toBe(3);
      const food = translatedQuiz('en', 'food').title;
      // Newest first: the latest main-test result, the food result, the older main-test result.
      expect(await links.allTextContents()).toEqual(['Purity Test', food, 'Purity Test']);

      // The older main-test row opens that result here, with its own previous score (none).
      await links.nth(2).click();
      await expect.poll(() => result.locator('.result-score').textContent()).toBe('88/100');
      expect(await result.locator('.previous-score').count()).toBe(0);
      // The link works in a new tab too: it names the entry.
      const href = await list.locator('tbody tr th a').nth(2).getAttribute('href');
      expect(href).toBe(`/results#result=${OLDER.id}`);

      // The themed row opens the food quiz's result.
      await list.locator('tbody tr th a').nth(1).click();
      await page.waitForURL((url) => url.pathname === '/tests/food');
      const themed = page.locator('section.result');
      await themed.getByRole('heading', { name: 'Your Food Results', exact: true }).waitFor();
      expect(await themed.locator('.result-score').textContent()).toBe('20/35');
    } finally {
      await page.close();
      await first.close();
    }
  });

  it('says "No Results Found" only when the device has nothing, not above a list', async () => {
    const opened = await openPage(browser(), '/results');
    const { page } = opened;
    try {
      const empty = page.locator('.empty-state');
      await empty.waitFor();
      expect(await empty.getByRole('heading').textContent()).toBe('No Results Found');
      expect(await empty.locator('p').textContent()).toBe(
        "It looks like you haven't taken the test yet.",
      );
      expect(await empty.getByRole('link', { name: 'Take the Test' }).getAttribute('href')).toBe(
        '/test',
      );
      // No text about a result above it.
      expect(await page.locator('.page-header .lead').count()).toBe(0);

      // Only a themed result on the device: the list, without the empty state above it.
      await keep(page, [FOOD]);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const list = page.getByRole('region', { name: 'Your Results on This Device' });
      await list.locator('tbody tr').first().waitFor();
      expect(await page.getByText(emptyTitle).count()).toBe(0);
      // The page's intro speaks of that list, not of a Purity Test score.
      expect(await page.locator('.page-header .lead').textContent()).toBe(
        localeString('en', 'resultsPage.introOthers'),
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('a themed result', () => {
  for (const language of ['en', 'es'] as const) {
    it(`does not list itself among the earlier results (${language})`, async () => {
      const texts = quizTexts(language);
      const opened = await openPage(
        browser(),
        language === 'en' ? '/tests/food' : `/${language}/tests/food`,
      );
      const { page } = opened;
      try {
        // No earlier result: no earlier list at all once the quiz is finished.
        await completeQuiz(page, firstKYes(35, 21), { texts });
        await page.locator('section.result .result-score').waitFor();
        await page.locator('section.result .result-actions').waitFor();
        const earlierToday = localeString(language, 'history.earlierToday');
        // Give a lazily loaded list its chance to appear before asserting it did not.
        await opened.requestsSettled();
        expect(await page.locator('.earlier-results').count()).toBe(0);
        expect(await page.locator('section.result').textContent()).not.toContain(earlierToday);

        // Retaken: the list holds the first attempt only, not the result on screen.
        await page.locator('section.result .result-actions button').first().click();
        await completeQuiz(page, firstKYes(35, 9), { texts, expectEmpty: true });
        await expect
          .poll(() => page.locator('section.result .result-score').textContent())
          .toBe('9/35');
        const earlier = page.locator('.earlier-results li');
        await earlier.first().waitFor();
        expect(await earlier.count()).toBe(1);
        expect(await earlier.locator('.earlier-score').textContent()).toBe('21/35');
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }

  it('shows no standing from a handful of takers', async () => {
    const opened = await openPage(browser(), '/tests/travel');
    const { page } = opened;
    try {
      const saved = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/test-results',
      );
      await completeQuiz(page, firstKYes(35, 10));
      const reply = (await (await saved).json()) as {
        distribution: { counts: number[]; moreNeeded: number };
      };
      expect(reply.distribution.moreNeeded).toBeGreaterThan(0);
      await page.locator('section.result .result-actions').waitFor();
      expect(await page.locator('section.standing').count()).toBe(0);
      const text = await page.locator('section.result').textContent();
      expect(text).not.toMatch(/have taken this test|higher than/);
    } finally {
      await opened.close();
    }
  });
});

describe('the home-page test', () => {
  it('makes no server call, shows no chart without figures, and keeps its result across a reload', async () => {
    const opened = await openPage(browser(), '/');
    const { page } = opened;
    try {
      await page.getByRole('button', { name: 'Start the Test', exact: true }).click();
      await completeQuiz(page, firstKYes(100, 25));
      const result = page.locator('section.result');
      await result.locator('.result-actions').waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('75/100');
      await opened.requestsSettled();
      expect(opened.apiRequests).toEqual([]);
      expect(await result.locator('.chart-legend').count()).toBe(0);
      // The tag manager's dataLayer still hears of it, in the page.
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event),
      );
      expect(events).toContain('test_completed');
      const stored = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { score: number }[],
        RESULTS_KEY,
      );
      expect(stored.map((entry) => entry.score)).toEqual([75]);

      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect
        .poll(() =>
          page
            .locator('section.result .result-score')
            .textContent({ timeout: 1000 })
            .catch(() => null),
        )
        .toBe('75/100');
      await opened.requestsSettled();
      expect(opened.apiRequests).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
