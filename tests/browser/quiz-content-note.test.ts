// The main test's content note: one line above question 1 wherever the test starts (the home
// page, /test) in every language, read with question 1, in place for the whole test; a quiz
// without a note shows none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openPage, useBrowser } from './browser';
import { localeString, quizTexts } from './language-helpers';
import { ENGLISH_QUIZ_TEXTS, nextButton, waitForQuestion } from './quiz-helpers';

const browser = useBrowser();

const noteIn = (file: string) =>
  (parse(readFileSync(file, 'utf8')) as { contentNote: string }).contentNote;
const ENGLISH_NOTE = noteIn('content/quizzes/purity.yaml');
const SPANISH_NOTE = noteIn('content/translations/es/quizzes/purity.yaml');

const SCREENS = [
  { path: '/', language: 'en', start: true, note: ENGLISH_NOTE, texts: ENGLISH_QUIZ_TEXTS },
  { path: '/test', language: 'en', start: false, note: ENGLISH_NOTE, texts: ENGLISH_QUIZ_TEXTS },
  { path: '/es/', language: 'es', start: true, note: SPANISH_NOTE, texts: quizTexts('es') },
  { path: '/es/test', language: 'es', start: false, note: SPANISH_NOTE, texts: quizTexts('es') },
];

describe('content note of the main test', () => {
  it('is written in English and in Spanish', () => {
    expect(ENGLISH_NOTE).toMatch(/sex, alcohol and drugs/);
    expect(SPANISH_NOTE).toMatch(/sexo, alcohol y drogas/);
  });

  it.each(SCREENS)(
    '$path shows it on one line above question 1, read with question 1, in place on question 2',
    async ({ path, language, start, note, texts }) => {
      const opened = await openPage(browser(), path, { viewport: { width: 390, height: 844 } });
      const { page } = opened;
      try {
        if (start)
          await page
            .getByRole('button', { name: localeString(language, 'home.start'), exact: true })
            .click();
        await waitForQuestion(page, 1, 100, texts);
        const shown = page.locator('form.quiz .quiz-note');
        expect(await shown.textContent()).toBe(note);
        const noteBox = (await shown.boundingBox())!;
        const lineHeight = await shown.evaluate((element) =>
          parseFloat(getComputedStyle(element).lineHeight),
        );
        expect(noteBox.height).toBeLessThan(lineHeight * 1.5);
        const questionTop = (await page.locator('.question-text').boundingBox())!.y;
        expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(questionTop);
        // Positions in the document, not the viewport: moving to the next question may scroll it into view.
        const documentTop = (selector: string) =>
          page
            .locator(selector)
            .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        const noteTop = await documentTop('form.quiz .quiz-note');
        const questionDocumentTop = await documentTop('.question-text');

        const noteId = await shown.getAttribute('id');
        expect(noteId).toBeTruthy();
        expect(await page.locator('fieldset.question').getAttribute('aria-describedby')).toBe(
          noteId,
        );

        await page
          .getByRole('radio', { name: localeString(language, 'quiz.yes'), exact: true })
          .click();
        await nextButton(page).click();
        await waitForQuestion(page, 2, 100, texts);
        expect(await documentTop('form.quiz .quiz-note')).toBe(noteTop);
        expect(await documentTop('.question-text')).toBe(questionDocumentTop);
        expect(await page.locator('fieldset.question').getAttribute('aria-describedby')).toBeNull();
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it('a quiz without one shows none', async () => {
    const opened = await openPage(browser(), '/tests/food');
    const { page } = opened;
    try {
      await waitForQuestion(page, 1, 35);
      expect(await page.locator('.quiz-note').count()).toBe(0);
      expect(await page.locator('fieldset.question').getAttribute('aria-describedby')).toBeNull();
    } finally {
      await opened.close();
    }
  });
});
