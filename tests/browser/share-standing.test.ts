// "Where you stand" after finishing each kind of quiz that is saved (/test -> /results, a themed
// quiz) and on a result reopened from the device's list: the chart of real stored scores with the
// visitor's marked, its caption and hidden table, the figures, axe-clean in light and dark mode.
// The server here shows standing from a few takers (STANDING_MIN_TAKERS); kept-results.test.ts
// checks that the default shows none from a handful.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser, type OpenOptions } from './browser';
import { startServer } from './global-setup';
import {
  completeQuiz,
  expectNoSeriousAxeViolations,
  firstKYes,
  testResultRequests,
  type YesNo,
} from './quiz-helpers';

const browser = useBrowser();
/** Fewer takers than the seeds below: every quiz here has enough to show where a visitor stands. */
const MIN_TAKERS = 3;

let server: Awaited<ReturnType<typeof startServer>>;
const baseURL = () => server.url;
const open = (path: string, options: OpenOptions = {}) =>
  openPage(browser(), path, { baseURL: baseURL(), ...options });

const answersWith = (total: number, yes: number) =>
  Array.from({ length: total }, (_, i) => (i < yes ? 'yes' : 'no'));

/** Stores results through the API, so every quiz below has takers besides the visitor. */
async function seed(quiz: string, total: number, scores: number[], score: (yes: number) => number) {
  for (const yes of scores) {
    const response = await fetch(new URL('/api/test-results', baseURL()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        quiz,
        score: score(yes),
        answers: answersWith(total, yes),
        language: 'en',
      }),
    });
    expect(response.status).toBe(201);
  }
}

async function storedDistribution(quiz: string): Promise<number[]> {
  const response = await fetch(new URL(`/api/score-distribution?quiz=${quiz}`, baseURL()));
  return ((await response.json()) as { counts: number[] }).counts;
}

/**
 * The chart, its caption, its table (one row per bar, the visitor's row marked, the counts adding
 * up to the takers) and the figures line, checked against the stored counts.
 */
async function expectStanding(page: Page, score: number, counts: number[]) {
  const standing = page.locator('section.result section.standing');
  await standing.locator('.standing-chart').waitFor();
  expect(await standing.getByRole('heading', { level: 3 }).textContent()).toBe('Where You Stand');
  const takers = counts.reduce((sum, count) => sum + count, 0);
  const people = takers.toLocaleString('en');

  const chart = standing.locator('.standing-chart');
  expect(await chart.locator('svg').getAttribute('aria-hidden')).toBe('true');
  const bars = await chart.locator('svg rect').count();
  expect(bars).toBeGreaterThan(5);
  expect(bars).toBeLessThanOrEqual(21);
  expect(await chart.locator('svg rect.chart-bar-own').count()).toBe(1);
  expect(await chart.locator('svg line.chart-marker').count()).toBe(1);
  expect(await chart.locator('figcaption').textContent()).toBe(
    `${people} people have taken this test.`,
  );
  expect(await chart.locator('.chart-legend').textContent()).toBe(`${score} (your score)`);

  // The text alternative: a visually hidden table, read by screen readers.
  const table = chart.getByRole('table');
  expect(await table.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Score', 'People']);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')!.textContent!, tr.querySelector('td')!.textContent!]),
    );
  expect(rows).toHaveLength(bars);
  expect(rows.reduce((sum, [, count]) => sum + Number(count!.replace(/,/g, '')), 0)).toBe(takers);
  const own = rows.filter(([range]) => range!.endsWith(' (your score)'));
  expect(own).toHaveLength(1);
  const [min, max = min] = own[0]![0]!.replace(' (your score)', '').split('-').map(Number);
  expect(score).toBeGreaterThanOrEqual(min!);
  expect(score).toBeLessThanOrEqual(max!);
  const ownCount = counts.slice(min, max! + 1).reduce((sum, count) => sum + count, 0);
  expect(own[0]![1]).toBe(ownCount.toLocaleString('en'));

  const average = counts.reduce((sum, count, s) => sum + s * count, 0) / takers;
  const below = counts.slice(0, score).reduce((sum, count) => sum + count, 0);
  expect(await standing.locator('.standing-figures').textContent()).toBe(
    `Average score: ${(Math.round(average * 10) / 10).toLocaleString('en')}. You scored higher than ${Math.round(Math.round((below / takers) * 1000) / 10)}% of them.`,
  );
}

/** Finishes the quiz on the page with `answers` and gives the distribution the save's reply carried. */
async function finishAndSave(page: Page, answers: YesNo[]): Promise<number[]> {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/test-results',
  );
  await completeQuiz(page, answers);
  return ((await (await saved).json()) as { distribution: { counts: number[] } }).distribution
    .counts;
}

async function expectAxeCleanInBothSchemes(page: Page, where: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousAxeViolations(page, `${where} (${colorScheme})`, {
      include: 'section.result',
    });
  }
}

describe('where you stand', () => {
  beforeAll(async () => {
    server = await startServer({ STANDING_MIN_TAKERS: String(MIN_TAKERS) });
    await seed('purity', 100, [2, 5, 10, 10, 24, 40], (yes) => 100 - yes);
    await seed('food', 35, [3, 9, 14, 14, 21, 28], (yes) => yes);
  });

  afterAll(async () => server?.stop());

  it('a result reopened on /results in a new tab: from the cacheable GET, with no save', async () => {
    const opened = await open('/');
    const { page } = opened;
    const tab = await page.context().newPage();
    try {
      // Kept on the device by an earlier visit; this tab has no result of its own.
      const answers: YesNo[] = firstKYes(100, 12);
      await page.evaluate(
        (value) => localStorage.setItem('purityTestResults', value),
        JSON.stringify([
          {
            id: Date.now(),
            score: 88,
            answers,
            language: 'en',
            createdAt: new Date().toISOString(),
          },
        ]),
      );
      const distribution = tab.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/score-distribution',
      );
      await tab.goto('/results');
      const reply = await distribution;
      expect(reply.headers()['cache-control']).toBe('public, max-age=60');
      expect(await tab.locator('section.result .result-score').textContent()).toBe('88/100');
      await expectStanding(tab, 88, ((await reply.json()) as { counts: number[] }).counts);
      await expectAxeCleanInBothSchemes(tab, 'a kept result on /results');
      expect(testResultRequests(opened)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await tab.close();
      await opened.close();
    }
  });

  it('/test then /results: from the save, the visitor counted', async () => {
    const opened = await open('/test');
    const { page } = opened;
    try {
      const counts = await finishAndSave(page, firstKYes(100, 30));
      await page.waitForURL((url) => url.pathname === '/results');
      await expectStanding(page, 70, counts);
      expect(counts).toEqual(await storedDistribution('purity'));
      await expectAxeCleanInBothSchemes(page, '/results');

      // Still there after a reload, from the result kept in the session.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expectStanding(page, 70, counts);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a themed quiz: from the save, the visitor counted', async () => {
    const opened = await open('/tests/food');
    const { page } = opened;
    try {
      const counts = await finishAndSave(page, firstKYes(35, 14));
      expect(counts[14]).toBeGreaterThanOrEqual(3);
      await expectStanding(page, 14, counts);
      await expectAxeCleanInBothSchemes(page, 'the food result view');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
