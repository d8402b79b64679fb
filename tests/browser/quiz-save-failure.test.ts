// A result save that fails (server error or no network) still shows the locally computed result.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import {
  completeQuiz,
  expectProgress,
  firstKYes,
  IDEMPOTENCY_KEY,
  sentQuestionIds,
  testResultRequests,
  toastRegion,
  type YesNo,
} from './quiz-helpers';

const browser = useBrowser();

/** The one console error Chromium logs for the deliberately failed request, and nothing else. */
const FAILED_503 =
  /^Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)$/;
const FAILED_ABORT = /^Failed to load resource: net::ERR_FAILED$/;

function unexpectedErrors(errors: string[], expected: RegExp): string[] {
  const matching = errors.filter((error) => expected.test(error));
  expect(
    matching.length,
    `expected at most one logged network error, got ${JSON.stringify(errors)}`,
  ).toBeLessThanOrEqual(1);
  return errors.filter((error) => !expected.test(error));
}

async function failSaves(page: Page, how: 'status-503' | 'abort'): Promise<void> {
  await page.route('**/api/test-results', (route) =>
    how === 'status-503'
      ? route.fulfill({ status: 503, body: 'Service Unavailable' })
      : route.abort(),
  );
}

async function expectSaveFailedToast(page: Page, reason: string): Promise<void> {
  const toast = toastRegion(page).getByRole('alert');
  await toast.waitFor();
  expect(await toast.locator('.toast-title').textContent()).toBe('Result not recorded');
  const description = await toast.locator('.toast-description').textContent();
  expect(description).toContain(`(${reason})`);
  expect(description).toBe(
    `Your score is shown, but it could not be saved (${reason}). Nothing you answered is lost.`,
  );
}

describe('a failed save on a themed quiz', () => {
  for (const [how, reason, expectedError] of [
    ['status-503', '503: Service Unavailable', FAILED_503],
    ['abort', 'Failed to fetch', FAILED_ABORT],
  ] as const) {
    it(`still shows the result and says it was not recorded (${how})`, async () => {
      const opened = await openPage(browser(), '/tests/cooking');
      const { page } = opened;
      try {
        await failSaves(page, how);
        const answers = firstKYes(35, 22);
        await completeQuiz(page, answers);

        const result = page.locator('section.result');
        await result.getByRole('heading', { name: 'Your Cooking Results', exact: true }).waitFor();
        expect(await result.locator('.result-score').textContent()).toBe('22/35');
        expect(await result.locator('.result-label').textContent()).toBe(
          'Skilled cook with diverse cooking experiences',
        );
        expect(await result.locator('.result-caption').textContent()).toBe(
          'Culinary Experience Score',
        );
        // Without a saved result there are no figures: the "where you stand" block is absent.
        expect(await result.locator('.standing').count()).toBe(0);
        await expectSaveFailedToast(page, reason);

        const posts = testResultRequests(opened);
        expect(posts).toHaveLength(1);
        expect(JSON.parse(posts[0].body ?? 'null')).toEqual({
          quiz: 'cooking',
          score: 22,
          answers,
          questions: sentQuestionIds('cooking'),
          language: 'en',
          idempotencyKey: IDEMPOTENCY_KEY,
        });
        // Retake still works after a failed save.
        await result.getByRole('button', { name: 'Retake Test', exact: true }).click();
        await expectProgress(page, 1, 35);
        expect(unexpectedErrors(opened.errors, expectedError)).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});

describe('a failed save on /test', () => {
  it('still navigates to /results and shows the score', async () => {
    const opened = await openPage(browser(), '/test');
    const { page } = opened;
    try {
      await failSaves(page, 'status-503');
      // 3 Yes answers: score 97, "High Purity".
      const answers: YesNo[] = Array.from({ length: 100 }, (_, i) =>
        i === 10 || i === 50 || i === 99 ? 'yes' : 'no',
      );
      await completeQuiz(page, answers);
      await page.waitForURL((url) => url.pathname === '/results');

      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Purity Test Results' }).waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('97/100');
      expect(await result.locator('.result-label').textContent()).toBe('High Purity');
      expect(await result.locator('.result-message').textContent()).toBe(
        "You've had limited worldly experiences.",
      );
      expect(await result.locator('.standing').count()).toBe(0);
      await expectSaveFailedToast(page, '503: Service Unavailable');

      const stored = await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem('purityTestResult') ?? 'null'),
      );
      expect(stored).toMatchObject({
        score: 97,
        total: 100,
        answers,
        saved: null,
        saveError: '503: Service Unavailable',
      });
      expect(testResultRequests(opened)).toHaveLength(1);
      expect(unexpectedErrors(opened.errors, FAILED_503)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('the finishing code cannot be fetched (the connection dropped after the page loaded)', () => {
  it('still shows the result and says it was not recorded', async () => {
    const opened = await openPage(browser(), '/tests/cooking');
    const { page } = opened;
    try {
      await page.route('**/assets/finish-quiz-*.js', (route) => route.abort());
      const answers = firstKYes(35, 8);
      await completeQuiz(page, answers);

      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Cooking Results', exact: true }).waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('8/35');
      expect(await result.locator('.result-label').textContent()).toBe(
        'Basic cooking abilities with some experience',
      );
      const toast = toastRegion(page).getByRole('alert');
      await toast.waitFor();
      expect(await toast.locator('.toast-title').textContent()).toBe('Result not recorded');
      expect(testResultRequests(opened)).toHaveLength(0);
    } finally {
      await opened.close();
    }
  });
});
