// A themed quiz completed with the keyboard only (after the page has loaded), and the controls
// drawn as links that act as buttons (question dots, menu button).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import {
  IDEMPOTENCY_KEY,
  sentQuestionIds,
  testResultRequests,
  themedCatalog,
  waitForQuestion,
  type YesNo,
} from './quiz-helpers';

const browser = useBrowser();

/** What has focus: tag, type/value for inputs, text for the rest. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { tag: '', text: '' };
    const input = element instanceof HTMLInputElement ? element : null;
    return {
      tag: element.tagName,
      type: input?.type,
      value: input?.value,
      checked: input?.checked,
      text: (element.textContent ?? '').trim(),
    };
  });
}

/** Presses Tab (or Shift+Tab) until `matches` holds for the focused element, at most `max` times. */
async function tabUntil(
  page: Page,
  matches: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  what: string,
  { max = 40, back = false } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`focus never reached ${what}; it is on ${JSON.stringify(await focused(page))}`);
}

const isRadio = (f: Awaited<ReturnType<typeof focused>>) => f.tag === 'INPUT' && f.type === 'radio';
const isSubmit = (text: string) => (f: Awaited<ReturnType<typeof focused>>) =>
  f.tag === 'BUTTON' && f.text === text;

async function expectLegendFocused(page: Page, number: number): Promise<void> {
  await page.waitForFunction((n) => {
    const element = document.activeElement;
    return element?.tagName === 'LEGEND' && element.textContent?.startsWith(`Question ${n} `);
  }, number);
}

async function waitChecked(page: Page, value: YesNo): Promise<void> {
  await page.waitForFunction(
    (v) =>
      document.querySelector<HTMLInputElement>(`.choices input[value="${v}"]`)?.checked === true,
    value,
  );
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLButtonElement>('.quiz-nav button[type="submit"]')?.disabled ===
      false,
  );
}

describe('keyboard only', () => {
  it('completes the smallest themed quiz with Tab, Shift+Tab, Space, arrows and Enter', async () => {
    const smallest = themedCatalog().reduce((min, quiz) =>
      quiz.questionCount < min.questionCount ? quiz : min,
    );
    const { slug, questionCount: total } = smallest;
    // Yes on questions 1, 4, 7, ... (12 Yes of 35).
    const answers: YesNo[] = Array.from({ length: total }, (_, i) => (i % 3 === 0 ? 'yes' : 'no'));
    const score = answers.filter((answer) => answer === 'yes').length;

    const opened = await openPage(browser(), `/tests/${slug}`);
    const { page } = opened;
    try {
      // From the top of the page to the first radio.
      await tabUntil(page, isRadio, 'the first answer');

      for (let i = 0; i < total; i++) {
        const number = i + 1;
        await waitForQuestion(page, number, total);
        if (i > 0) {
          // Next moved focus to the new question's legend; Tab reaches its (unchecked) first radio.
          await expectLegendFocused(page, number);
          await page.keyboard.press('Tab');
        }
        expect(await focused(page)).toMatchObject({
          tag: 'INPUT',
          type: 'radio',
          value: 'yes',
          checked: false,
        });
        // Space checks the focused Yes; the down arrow moves to No and checks it.
        await page.keyboard.press(answers[i] === 'yes' ? 'Space' : 'ArrowDown');
        await waitChecked(page, answers[i]);
        const last = i === total - 1;
        await tabUntil(
          page,
          isSubmit(last ? 'Finish Test' : 'Next'),
          last ? 'Finish Test' : 'Next',
          { max: 3 },
        );

        if (i === 1) {
          // Shift+Tab to Previous, back to question 1: its answer is restored; then forward again.
          await tabUntil(page, isSubmit('Previous'), 'Previous', { max: 1, back: true });
          await page.keyboard.press('Enter');
          await waitForQuestion(page, 1, total);
          await expectLegendFocused(page, 1);
          await page.keyboard.press('Tab');
          expect(await focused(page)).toMatchObject({
            tag: 'INPUT',
            type: 'radio',
            value: answers[0],
            checked: true,
          });
          // Previous is disabled on question 1, so the next stop is Next.
          await page.keyboard.press('Tab');
          expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Next' });
          await page.keyboard.press('Enter');
          await waitForQuestion(page, 2, total);
          await expectLegendFocused(page, 2);
          await page.keyboard.press('Tab');
          expect(await focused(page)).toMatchObject({
            tag: 'INPUT',
            type: 'radio',
            value: answers[1],
            checked: true,
          });
          await tabUntil(page, isSubmit('Next'), 'Next', { max: 2 });
        }
        await page.keyboard.press('Enter');
      }

      const result = page.locator('section.result');
      await result.locator('.result-score').waitFor();
      expect(await result.locator('.result-score').textContent()).toBe(`${score}/${total}`);
      // Focus moved to the result heading.
      await page.waitForFunction(() => document.activeElement?.id === 'result-heading');
      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0].body ?? 'null')).toEqual({
        quiz: slug,
        score,
        answers,
        questions: sentQuestionIds(slug),
        language: 'en',
        idempotencyKey: IDEMPOTENCY_KEY,
      });

      // Retake Test is reachable with the keyboard too.
      await tabUntil(page, isSubmit('Retake Test'), 'Retake Test');
      await page.keyboard.press('Enter');
      await waitForQuestion(page, 1, total);
      expect(await page.locator('input[type="radio"]:checked').count()).toBe(0);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('/test on a phone: the question dots and the menu button answer Space and Enter, as buttons do', async () => {
    const opened = await openPage(browser(), '/test', { viewport: { width: 390, height: 844 } });
    const { page } = opened;
    try {
      const dot = (number: number) =>
        page
          .getByRole('navigation', { name: 'Questions 1 to 10' })
          .getByRole('button')
          .filter({ hasText: new RegExp(`^${number}$`) });
      await dot(3).focus();
      await page.keyboard.press('Space');
      await waitForQuestion(page, 3, 100);
      await dot(5).focus();
      await page.keyboard.press('Enter');
      await waitForQuestion(page, 5, 100);

      const menuButton = page.getByRole('button', { name: 'Open menu', exact: true });
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      for (const key of ['Space', 'Enter']) {
        await menuButton.focus();
        await page.keyboard.press(key);
        await dialog.waitFor({ state: 'visible' });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      // Neither left a fragment in the address nor scrolled the page.
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
