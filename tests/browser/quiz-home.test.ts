// The 100-question test run in place on the home page, kept in local storage, with its label.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import {
  answerQuestions,
  completeQuiz,
  expectProgress,
  nextButton,
  noRadio,
  previousButton,
  selectedAnswer,
  testResultRequests,
  waitForQuestion,
  yesRadio,
  type YesNo,
} from './quiz-helpers';
import { openShareOptions } from './share-helpers';

const browser = useBrowser();

// 23 Yes answers spread over the test (questions 1, 5, 9, ... 89): score 100 - 23 = 77.
const ANSWERS: YesNo[] = Array.from({ length: 100 }, (_, i) =>
  i % 4 === 0 && i < 92 ? 'yes' : 'no',
);

describe('home page test', () => {
  it('runs all 100 questions to an "Average Purity" result kept only in local storage', async () => {
    expect(ANSWERS.filter((answer) => answer === 'yes')).toHaveLength(23);
    const opened = await openPage(browser(), '/');
    const { page } = opened;
    try {
      await page.getByRole('button', { name: 'Start the Test', exact: true }).click();

      // Question 1: progress, Previous disabled, Next disabled until answered.
      await expectProgress(page, 1, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await previousButton(page).isDisabled()).toBe(true);
      expect(await nextButton(page).textContent()).toBe('Next');
      expect(await nextButton(page).isDisabled()).toBe(true);
      await yesRadio(page).click();
      expect(await nextButton(page).isEnabled()).toBe(true);
      await nextButton(page).click();

      // Question 2 starts empty; going back restores question 1's Yes, going forward question 2's No.
      await expectProgress(page, 2, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await nextButton(page).isDisabled()).toBe(true);
      expect(await previousButton(page).isEnabled()).toBe(true);
      await noRadio(page).click();
      await previousButton(page).click();
      await expectProgress(page, 1, 100);
      expect(await selectedAnswer(page)).toBe('yes');
      expect(await previousButton(page).isDisabled()).toBe(true);
      await nextButton(page).click();
      await expectProgress(page, 2, 100);
      expect(await selectedAnswer(page)).toBe('no');
      await nextButton(page).click();
      await expectProgress(page, 3, 100);

      // Questions 3..99 in the page; stop on question 99 to check the labels around the last one.
      await answerQuestions(page, ANSWERS, { from: 2, to: 99 });
      await expectProgress(page, 99, 100);
      expect(await nextButton(page).textContent()).toBe('Next');
      await nextButton(page).click();
      await expectProgress(page, 100, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await nextButton(page).textContent()).toBe('Finish Test');
      expect(await nextButton(page).isDisabled()).toBe(true);

      await completeQuiz(page, ANSWERS, { from: 99 });

      // The result view.
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Purity Test Results' }).waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('77/100');
      expect(await result.locator('.result-label').textContent()).toBe('Average Purity');
      expect(await result.locator('.result-message').textContent()).toBe(
        "You've had some life experiences!",
      );
      await openShareOptions(result);
      for (const name of [
        'Share on Facebook',
        'Share on X (Twitter)',
        'Share on WhatsApp',
        'Share by email',
      ]) {
        expect(await result.getByRole('button', { name, exact: true }).isVisible(), name).toBe(
          true,
        );
      }
      expect(
        await result.getByRole('button', { name: 'Take Test Again', exact: true }).isVisible(),
      ).toBe(true);

      // No save to the server, only local storage.
      expect(testResultRequests(opened)).toEqual([]);
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('purityTestResults') ?? 'null'),
      );
      expect(Array.isArray(stored)).toBe(true);
      expect(stored).toHaveLength(1);
      const [entry] = stored;
      expect(Object.keys(entry).sort()).toEqual([
        'answers',
        'createdAt',
        'id',
        'language',
        'score',
      ]);
      expect(typeof entry.id).toBe('number');
      expect(entry.score).toBe(77);
      expect(entry.answers).toEqual(ANSWERS);
      expect(entry.language).toBe('en');
      expect(entry.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
      expect(Math.abs(new Date(entry.createdAt).getTime() - entry.id)).toBeLessThan(1000);

      // Take Test Again: question 1, nothing selected.
      await result.getByRole('button', { name: 'Take Test Again', exact: true }).click();
      await expectProgress(page, 1, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await previousButton(page).isDisabled()).toBe(true);
      expect(await nextButton(page).isDisabled()).toBe(true);
      // The earlier answers are gone too: question 2 arrives empty.
      await yesRadio(page).click();
      await nextButton(page).click();
      await expectProgress(page, 2, 100);
      expect(await selectedAnswer(page)).toBe('');

      expect(testResultRequests(opened)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('"Back to Home" during the test resets it: question 1, nothing answered, nothing stored', async () => {
    const opened = await openPage(browser(), '/');
    const { page } = opened;
    try {
      await page.getByRole('button', { name: 'Start the Test', exact: true }).click();
      await answerTwoThenBackToHome(page);
      // Whatever screen follows (see the next test), starting or continuing gives question 1, empty.
      const start = page.getByRole('button', { name: 'Start the Test', exact: true });
      if (await start.isVisible()) await start.click();
      await expectProgress(page, 1, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await nextButton(page).isDisabled()).toBe(true);
      await yesRadio(page).click();
      await nextButton(page).click();
      await expectProgress(page, 2, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('purityTestResults'))).toBeNull();
      expect(testResultRequests(opened)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('"Back to Home" during the test returns to the hero', async () => {
    const opened = await openPage(browser(), '/');
    const { page } = opened;
    try {
      await page.getByRole('button', { name: 'Start the Test', exact: true }).click();
      await answerTwoThenBackToHome(page);
      expect(
        await page.getByRole('button', { name: 'Start the Test', exact: true }).isVisible(),
      ).toBe(true);
      expect(await page.locator('.hero h1').isVisible()).toBe(true);
      expect(await page.locator('form.quiz').count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});

/** On the started home test: answer questions 1 and 2, press "Back to Home" and wait for its effect. */
async function answerTwoThenBackToHome(page: Page): Promise<void> {
  await expectProgress(page, 1, 100);
  await yesRadio(page).click();
  await nextButton(page).click();
  await waitForQuestion(page, 2, 100);
  await noRadio(page).click();
  await page.getByRole('button', { name: 'Back to Home', exact: true }).click();
  // Either the hero (start button) or a reset question 1 follows.
  await page
    .getByRole('button', { name: 'Start the Test', exact: true })
    .or(page.locator('.quiz-counter > span', { hasText: /^Question 1 of 100$/ }))
    .waitFor();
}
