// The main test's block names: one small line above the question names the current block of ten
// ("Block 1 · …"), in English and in Spanish, and changes with question 11; a quiz whose file
// names no blocks shows none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openPage, useBrowser } from './browser';
import { localeString, quizTexts } from './language-helpers';
import {
  answerQuestions,
  ENGLISH_QUIZ_TEXTS,
  fill,
  firstKYes,
  nextButton,
  quizFile,
  waitForQuestion,
} from './quiz-helpers';

const browser = useBrowser();

const blocksIn = (file: string) =>
  (parse(readFileSync(file, 'utf8')) as { blocks: string[] }).blocks;
const TOTAL = quizFile('purity').questions.length;

const SCREENS = [
  {
    path: '/test',
    language: 'en',
    blocks: blocksIn('content/quizzes/purity.yaml'),
    texts: ENGLISH_QUIZ_TEXTS,
  },
  {
    path: '/es/test',
    language: 'es',
    blocks: blocksIn('content/translations/es/quizzes/purity.yaml'),
    texts: quizTexts('es'),
  },
];

describe('block names of the main test', () => {
  it('name every block of ten questions, in English and in Spanish', () => {
    for (const { blocks } of SCREENS) expect(blocks).toHaveLength(Math.ceil(TOTAL / 10));
  });

  it.each(SCREENS)(
    '$path shows block 1 above question 1 and block 2 from question 11',
    async ({ path, language, blocks, texts }) => {
      const opened = await openPage(browser(), path, { viewport: { width: 390, height: 844 } });
      const { page } = opened;
      const line = (number: number) =>
        fill(localeString(language, 'quiz.block'), { number, name: blocks[number - 1]! });
      try {
        await waitForQuestion(page, 1, TOTAL, texts);
        const shown = page.locator('form.quiz .quiz-block');
        expect(await shown.textContent()).toBe(line(1));
        const lineBox = (await shown.boundingBox())!;
        const questionTop = (await page.locator('.question-text').boundingBox())!.y;
        expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(questionTop);

        await answerQuestions(page, firstKYes(TOTAL, 0), { to: 10, texts });
        await waitForQuestion(page, 10, TOTAL, texts);
        expect(await shown.textContent()).toBe(line(1));
        await nextButton(page).click();
        await waitForQuestion(page, 11, TOTAL, texts);
        expect(await shown.textContent()).toBe(line(2));
        expect(line(2)).not.toBe(line(1));
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it('a quiz that names no blocks shows none', async () => {
    const opened = await openPage(browser(), '/tests/food');
    const { page } = opened;
    try {
      await waitForQuestion(page, 1, quizFile('food').questions.length);
      expect(await page.locator('.quiz-block').count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
