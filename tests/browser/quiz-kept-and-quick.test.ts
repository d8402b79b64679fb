// What a visitor finished stays (a themed result and a friend's comparison survive a reload in the
// same tab), and quick mode: off by default (answer, then Next, as the spec says), and when
// switched on, an answer moves on after a short beat, Previous still undoing, remembered on the device.
import { describe, expect, it } from 'vitest';
import { compareFragment, compareQuizOf } from '../../shared/domain/compare-link';
import { openPage, useBrowser } from './browser';
import {
  completeQuiz,
  firstKYes,
  nextButton,
  noRadio,
  previousButton,
  quizFile,
  selectedAnswer,
  testResultRequests,
  waitForQuestion,
  yesRadio,
} from './quiz-helpers';

const browser = useBrowser();
const hydrated = () => document.documentElement.dataset.hydrated === 'true';

describe('a finished quiz survives a reload', () => {
  it('a themed result shows again after a reload in the same tab, and Retake clears it', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/relationship');
    try {
      await completeQuiz(page, firstKYes(50, 27));
      const heading = page.getByRole('heading', { name: 'Your Relationship Results', exact: true });
      await heading.waitFor();
      await page.reload();
      await page.waitForFunction(hydrated);
      await heading.waitFor({ timeout: 10_000 });
      expect(await page.locator('.result-score').textContent()).toBe('27/50');
      await page.getByRole('button', { name: 'Retake Test', exact: true }).click();
      await waitForQuestion(page, 1, 50);
      await page.reload();
      await page.waitForFunction(hydrated);
      await waitForQuestion(page, 1, 50);
      expect(await heading.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a friend's comparison shows again after a reload", async () => {
    const food = quizFile('food');
    const friend = food.questions.map((_, i): 'yes' | 'no' => (i % 3 === 0 ? 'yes' : 'no'));
    const { page, errors, close } = await openPage(
      browser(),
      `/tests/food#${compareFragment(compareQuizOf(food), friend, 'Sam')}`,
    );
    try {
      await page.getByText('Sam scored 12/35. Compare your answers!').waitFor();
      await completeQuiz(page, firstKYes(35, 10));
      const comparison = page.getByRole('heading', { name: 'You and Sam', exact: true });
      await comparison.waitFor();
      await page.reload();
      await page.waitForFunction(hydrated);
      await comparison.waitFor({ timeout: 10_000 });
      expect(await page.locator('.result-score').first().textContent()).toBe('10/35');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("a quiz page shows the visitor's earlier results of that quiz", () => {
  it('lists them newest first from the device, with the change since the one before', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/cooking');
    try {
      expect(await page.locator('.earlier-results').count()).toBe(0);
      await completeQuiz(page, firstKYes(35, 10));
      await page.getByRole('heading', { name: 'Your Cooking Results', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Retake Test', exact: true }).click();
      // Retake draws the quiz again: question 1, with Previous disabled, before answering.
      await page.locator('.quiz-nav button[type="button"]:disabled').waitFor();
      await completeQuiz(page, firstKYes(35, 13));
      await page.getByRole('heading', { name: 'Your Cooking Results', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Retake Test', exact: true }).click();
      await page.goto('/tests/cooking');
      await page.waitForFunction(hydrated);
      const section = page.getByRole('region', { name: 'Your Earlier Results on This Quiz' });
      await section.waitFor({ timeout: 10_000 });
      const items = section.getByRole('listitem');
      expect(await items.count()).toBe(2);
      expect(await items.nth(0).locator('.earlier-score').textContent()).toBe('13/35');
      expect(await items.nth(0).locator('.earlier-change').textContent()).toBe(
        '3 points higher than earlier today.',
      );
      expect(await items.nth(1).locator('.earlier-score').textContent()).toBe('10/35');
      // Another quiz lists none of them.
      await page.goto('/tests/sports');
      await page.waitForFunction(hydrated);
      await page.waitForTimeout(500);
      expect(await page.locator('.earlier-results').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('quick mode', () => {
  it('is off by default: an answer waits for Next', async () => {
    const { page, close } = await openPage(browser(), '/tests/food');
    try {
      const quick = page.getByRole('switch', { name: 'Advance when I answer', exact: true });
      expect(await quick.isChecked()).toBe(false);
      await yesRadio(page).click();
      await page.waitForTimeout(1000);
      await waitForQuestion(page, 1, 35);
      expect(await nextButton(page).isEnabled()).toBe(true);
    } finally {
      await close();
    }
  });

  it('switched on, an answer shows for a beat and moves on; Previous undoes; the choice is remembered on the device', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/food');
    try {
      const quick = page.getByRole('switch', { name: 'Advance when I answer', exact: true });
      await quick.click();
      expect(await quick.isChecked()).toBe(true);
      await yesRadio(page).click();
      // The beat: the chosen answer is shown highlighted on question 1 before question 2 comes.
      expect(await page.locator('.quiz-counter > span').first().textContent()).toBe(
        'Question 1 of 35',
      );
      expect(await page.locator('.choice-selected input').getAttribute('value')).toBe('yes');
      await waitForQuestion(page, 2, 35);
      expect(await selectedAnswer(page)).toBe('');
      await previousButton(page).click();
      await waitForQuestion(page, 1, 35);
      expect(await selectedAnswer(page)).toBe('yes');
      await page.waitForTimeout(800);
      await waitForQuestion(page, 1, 35);
      // Back on a question, a tap on the answer already chosen still means "this one, next".
      await yesRadio(page).click();
      await waitForQuestion(page, 2, 35);
      // Remembered on the device: a new page of another quiz starts with it on.
      await page.goto('/tests/travel');
      await page.waitForFunction(hydrated);
      await expect
        .poll(() =>
          page.getByRole('switch', { name: 'Advance when I answer', exact: true }).isChecked(),
        )
        .toBe(true);
      await quick.click();
      await page.reload();
      await page.waitForFunction(hydrated);
      await page.waitForTimeout(300);
      expect(await quick.isChecked()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a second tap on the chosen answer during the beat moves on at once, so quick taps are not swallowed', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/food');
    try {
      await page.getByRole('switch', { name: 'Advance when I answer', exact: true }).click();
      // Two taps 100 ms apart, timed in the page, so both land inside the 350 ms beat.
      const tapTwice = (answer: 'yes' | 'no') =>
        page.evaluate(async (value) => {
          const radio = document.querySelector<HTMLInputElement>(
            `.choices input[value="${value}"]`,
          )!;
          const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
          radio.click();
          await pause(100);
          radio.click();
          await pause(0);
          return document.querySelector('.quiz-counter > span')!.textContent;
        }, answer);
      expect(await tapTwice('yes')).toBe('Question 2 of 35');
      expect(await selectedAnswer(page)).toBe('');
      expect(await tapTwice('no')).toBe('Question 3 of 35');
      await page.waitForTimeout(600);
      await waitForQuestion(page, 3, 35);
      expect(await selectedAnswer(page)).toBe('');
      await previousButton(page).click();
      expect(await selectedAnswer(page)).toBe('no');
      await previousButton(page).click();
      await waitForQuestion(page, 1, 35);
      expect(await selectedAnswer(page)).toBe('yes');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('answers the whole quiz with one tap per question, but on the last question Finish Test stays a press of its own', async () => {
    const opened = await openPage(browser(), '/tests/food');
    const { page, close } = opened;
    try {
      await page.getByRole('switch', { name: 'Advance when I answer', exact: true }).click();
      for (let n = 1; n < 35; n++) {
        await (n % 2 ? yesRadio(page) : noRadio(page)).click();
        await waitForQuestion(page, n + 1, 35);
      }
      await yesRadio(page).click();
      await page.waitForTimeout(1000);
      await waitForQuestion(page, 35, 35);
      expect(testResultRequests(opened)).toEqual([]);
      const finish = page.getByRole('button', { name: 'Finish Test', exact: true });
      expect(await finish.isEnabled()).toBe(true);
      await finish.click();
      await page.getByRole('heading', { name: 'Your Food Results', exact: true }).waitFor();
      expect(await page.locator('.result-score').first().textContent()).toBe('18/35');
    } finally {
      await close();
    }
  });
});
