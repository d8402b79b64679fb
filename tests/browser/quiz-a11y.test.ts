// axe checks (no serious or critical violation) on the quiz screens and result views.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import {
  completeQuiz,
  expectNoSeriousAxeViolations,
  expectProgress,
  firstKYes,
  nextButton,
  testResultRequests,
  toastRegion,
  waitForQuestion,
  yesRadio,
  type YesNo,
} from './quiz-helpers';

const browser = useBrowser();

describe('accessibility (axe)', () => {
  it('a themed quiz screen and its result view', async () => {
    const opened = await openPage(browser(), '/tests/personal-growth');
    const { page } = opened;
    try {
      await expectProgress(page, 1, 45);
      await expectNoSeriousAxeViolations(
        page,
        'the personal-growth question screen (question 1, unanswered)',
      );
      await yesRadio(page).click();
      await nextButton(page).click();
      await waitForQuestion(page, 2, 45);
      await expectNoSeriousAxeViolations(page, 'the personal-growth question screen (question 2)');

      await completeQuiz(page, firstKYes(45, 20), { from: 1 });
      // The whole results view (where you stand waits for enough takers: share-standing.test.ts).
      await page.locator('section.result .result-actions').waitFor();
      await expectNoSeriousAxeViolations(page, 'the personal-growth result view');
      expect(testResultRequests(opened)).toHaveLength(1);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a themed result view after a failed save, with its notification', async () => {
    const opened = await openPage(browser(), '/tests/workplace');
    const { page } = opened;
    try {
      await page.route('**/api/test-results', (route) =>
        route.fulfill({ status: 503, body: 'Service Unavailable' }),
      );
      await completeQuiz(page, firstKYes(40, 25));
      await toastRegion(page).getByRole('alert').waitFor();
      await expectNoSeriousAxeViolations(
        page,
        'the workplace result view and the save-failed notification',
      );
    } finally {
      await opened.close();
    }
  });

  it('/test with its dots, /results with a result, and /results with none', async () => {
    const opened = await openPage(browser(), '/test');
    const { page } = opened;
    try {
      await expectProgress(page, 1, 100);
      await yesRadio(page).click();
      await nextButton(page).click();
      await waitForQuestion(page, 2, 100);
      // Current, answered and unanswered dots are all on screen.
      expect(await page.locator('nav.question-dots .dot-answered').count()).toBe(1);
      expect(await page.locator('nav.question-dots .dot-current').count()).toBe(1);
      expect(await page.locator('nav.question-dots .dot-unanswered').count()).toBe(8);
      await expectNoSeriousAxeViolations(page, '/test with dots');

      const answers: YesNo[] = Array.from({ length: 100 }, (_, i) => (i < 30 ? 'yes' : 'no'));
      await completeQuiz(page, answers, { from: 1 });
      await page.waitForURL((url) => url.pathname === '/results');
      // The whole results view (where you stand waits for enough takers: share-standing.test.ts).
      await page.locator('section.result .result-actions').waitFor();
      await expectNoSeriousAxeViolations(page, '/results with a result');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }

    const empty = await openPage(browser(), '/results');
    try {
      await empty.page.getByRole('heading', { name: 'No Results Found', exact: true }).waitFor();
      await expectNoSeriousAxeViolations(empty.page, '/results with no result');
      expect(empty.errors).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
