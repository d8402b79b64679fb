// Answers in progress survive a reload (a phone that drops the tab, an accidental pull-to-refresh),
// and nothing is kept once the quiz is finished.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import {
  answerQuestions,
  completeQuiz,
  firstKYes,
  nextButton,
  previousButton,
  selectedAnswer,
  waitForQuestion,
  type YesNo,
} from './quiz-helpers';

const browser = useBrowser();

async function reload(page: import('playwright-core').Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

describe('answers kept across a reload', () => {
  it('a themed quiz comes back at the same question with the same answers', async () => {
    const opened = await openPage(browser(), '/tests/food');
    const { page } = opened;
    try {
      const answers: YesNo[] = ['yes', 'no', 'yes', ...firstKYes(32, 0)];
      await answerQuestions(page, answers, { to: 3 });
      await nextButton(page).click();
      await waitForQuestion(page, 4, 35);

      await reload(page);
      await waitForQuestion(page, 4, 35);
      expect(await selectedAnswer(page)).toBe('');
      await previousButton(page).click();
      await waitForQuestion(page, 3, 35);
      expect(await selectedAnswer(page)).toBe('yes');
      await previousButton(page).click();
      await waitForQuestion(page, 2, 35);
      expect(await selectedAnswer(page)).toBe('no');

      // Finishing forgets them: after a reload the result shows again, and after Retake the quiz starts empty.
      await completeQuiz(page, answers, { from: 1 });
      await page.getByRole('heading', { name: 'Your Food Results' }).waitFor();
      await reload(page);
      await page.getByRole('heading', { name: 'Your Food Results' }).waitFor();
      await page.getByRole('button', { name: 'Retake Test', exact: true }).click();
      await reload(page);
      await waitForQuestion(page, 1, 35);
      expect(await selectedAnswer(page)).toBe('');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('the home test resumes in place; Back to Home forgets it', async () => {
    const opened = await openPage(browser(), '/');
    const { page } = opened;
    try {
      await page.getByRole('button', { name: 'Start the Test' }).click();
      await answerQuestions(page, firstKYes(100, 2), { to: 2 });
      await nextButton(page).click();
      await waitForQuestion(page, 3, 100);

      await reload(page);
      await waitForQuestion(page, 3, 100);
      await previousButton(page).click();
      await waitForQuestion(page, 2, 100);
      expect(await selectedAnswer(page)).toBe('yes');

      await page.getByRole('button', { name: 'Back to Home' }).click();
      await page.getByRole('button', { name: 'Start the Test' }).waitFor();
      await reload(page);
      expect(await page.getByRole('button', { name: 'Start the Test' }).isVisible()).toBe(true);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
