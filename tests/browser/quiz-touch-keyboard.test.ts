// The quiz screen under a thumb and under a keyboard: no focus ring nobody asked for after a reload,
// arrow keys that only move between the answers in quick mode, answers that stay where the thumb
// left them from one question to the next, the question's number said once, and quick mode's
// switch near the top.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import {
  completeQuiz,
  firstKYes,
  waitForQuestion,
  ENGLISH_QUIZ_TEXTS,
  type QuizTexts,
} from './quiz-helpers';
import { localeString } from './language-helpers';
import { quiz } from './site-helpers';

const browser = useBrowser();
const hydrated = () => document.documentElement.dataset.hydrated === 'true';

const textsOf = (language: string): QuizTexts =>
  language === 'en'
    ? ENGLISH_QUIZ_TEXTS
    : {
        questionOf: localeString(language, 'quiz.questionOf'),
        percentComplete: localeString(language, 'quiz.percentComplete'),
        next: localeString(language, 'quiz.next'),
        finish: localeString(language, 'quiz.finish'),
      };

/** The element showing a focus ring (matching :focus-visible), described, or null. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const shown = document.querySelector(':focus-visible');
    return shown ? `${shown.tagName}.${shown.className}` : null;
  });

describe('after a reload on a touch screen', () => {
  it.each(['/test', '/es/tests/food'])(
    '%s with kept progress: no focus ring on the question',
    async (path) => {
      const { page, errors, close } = await openPage(browser(), path, {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      try {
        for (let i = 0; i < 3; i++) {
          await page.locator('.choices input[value="no"]').tap();
          await page.locator('.quiz-nav button[type="submit"]').tap();
        }
        await page.reload();
        await page.waitForFunction(hydrated);
        const language = path.startsWith('/es/') ? 'es' : 'en';
        const total = quiz(path.includes('food') ? 'food' : 'purity').questions.length;
        await waitForQuestion(page, 4, total, textsOf(language));
        await page.waitForTimeout(300);
        expect(await focusRing(page)).toBeNull();
        // A tap on Next still moves on, with no ring either.
        await page.locator('.choices input[value="yes"]').tap();
        await page.locator('.quiz-nav button[type="submit"]').tap();
        await waitForQuestion(page, 5, total, textsOf(language));
        expect(await focusRing(page)).toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('after a reload of a finished quiz on a touch screen', () => {
  it('/tests/food: the result shows again with no focus ring on its heading', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/food', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      await completeQuiz(page, firstKYes(quiz('food').questions.length, 5));
      await page.locator('.result-score').waitFor();
      await page.reload();
      await page.waitForFunction(hydrated);
      await page.locator('.result-score').waitFor({ timeout: 10_000 });
      await page.waitForTimeout(300);
      expect(await focusRing(page)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('quick mode by keyboard', () => {
  it('/tests/food: an arrow key only moves between the answers; Enter moves on', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/food', {
      initScript: "localStorage.setItem('quickMode', 'on')",
    });
    try {
      const total = quiz('food').questions.length;
      expect(await page.getByRole('switch').isChecked()).toBe(true);
      await page.locator('.choices input[value="yes"]').focus();
      await page.keyboard.press('Space');
      // Space chooses, as a tap does: quick mode moves on.
      await waitForQuestion(page, 2, total);
      await page.locator('.choices input[value="yes"]').focus();
      await page.keyboard.press('Space');
      await waitForQuestion(page, 3, total);
      await page.locator('.choices input[value="yes"]').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(1000);
      await waitForQuestion(page, 3, total);
      expect(await page.locator('.choices input:checked').getAttribute('value')).toBe('no');
      await page.keyboard.press('Enter');
      await waitForQuestion(page, 4, total);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('at 360 px', () => {
  it.each([
    ['/test', 'en', 'purity'],
    ['/es/test', 'es', 'purity'],
    ['/tests/relationship', 'en', 'relationship'],
  ])(
    '%s: the answers stay in place from question to question, the number is said once, quick mode is near the top',
    async (path, language, slug) => {
      const { page, errors, close } = await openPage(browser(), path, {
        viewport: { width: 360, height: 780 },
      });
      try {
        const total = quiz(slug).questions.length;
        const texts = textsOf(language);

        // Every question in turn, answered No and left with Next, in the page itself (a real click on each).
        const seen = await page.evaluate(
          async ({ total, label }) => {
            const counter = () => document.querySelector('.quiz-counter > span')!.textContent;
            const shownLabels = (text: string) => {
              const walker = document.createTreeWalker(
                document.querySelector('form.quiz')!,
                NodeFilter.SHOW_TEXT,
              );
              let count = 0;
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const parent = node.parentElement!;
                const box = parent.getBoundingClientRect();
                const visible =
                  box.width > 1 &&
                  box.height > 1 &&
                  parent.checkVisibility({ visibilityProperty: true });
                if (visible && node.textContent!.includes(text)) count++;
              }
              return count;
            };
            const tops: number[] = [];
            const labels: number[] = [];
            for (let number = 1; number <= total; number++) {
              tops.push(
                Math.round(document.querySelector('.choices')!.getBoundingClientRect().top),
              );
              labels.push(shownLabels(label.replace('{{number}}', String(number))));
              if (number === total) break;
              const before = counter();
              document.querySelector<HTMLInputElement>('.choices input[value="no"]')!.click();
              await new Promise((resolve) => requestAnimationFrame(resolve));
              document.querySelector<HTMLButtonElement>('.quiz-nav button[type="submit"]')!.click();
              while (counter() === before)
                await new Promise((resolve) => requestAnimationFrame(resolve));
            }
            return { tops, labels };
          },
          { total, label: localeString(language, 'quiz.questionLabel') },
        );
        await waitForQuestion(page, total, total, texts);
        expect(
          new Set(seen.tops).size,
          `the answers' tops: ${[...new Set(seen.tops)].join(',')}`,
        ).toBe(1);
        // What is seen says "Question N" once: in the counter, not again by the question.
        expect(seen.labels).toEqual(seen.labels.map(() => 1));
        // The quick mode switch is above the question.
        const quickTop = (await page.locator('.quick-mode').boundingBox())!.y;
        expect(quickTop).toBeLessThan((await page.locator('.question-text').boundingBox())!.y);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
