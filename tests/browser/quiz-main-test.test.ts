// /test (dot navigation, server save) and /results: the score, its label and caption, the save.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import {
  answerQuestions,
  completeQuiz,
  expectProgress,
  IDEMPOTENCY_KEY,
  metaDescription,
  nextButton,
  previousButton,
  selectedAnswer,
  sentQuestionIds,
  testResultRequests,
  waitForQuestion,
  type YesNo,
  yesRadio,
} from './quiz-helpers';
import { openShareOptions } from './share-helpers';

const browser = useBrowser();

/** The ten dot buttons: their numbers, classes and aria-current. */
async function dots(page: Page) {
  return page
    .locator('nav.question-dots')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => ({
        text: button.textContent,
        status: [...button.classList].find((name) => name.startsWith('dot-')),
        current: button.getAttribute('aria-current'),
      })),
    );
}

function dotButton(page: Page, number: number) {
  return page
    .locator('nav.question-dots')
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${number}$`) });
}

// 40 Yes answers (questions 1, 3, 5, ... 79): score 100 - 40 = 60, "Below Average Purity".
const ANSWERS: YesNo[] = Array.from({ length: 100 }, (_, i) =>
  i % 2 === 0 && i < 80 ? 'yes' : 'no',
);
const SCORE = 60;

const SCORE_GUIDE = [
  ['98-100', 'Very High Purity', "You've lived a very innocent life!"],
  ['94-97', 'High Purity', "You've had limited worldly experiences."],
  ['77-93', 'Average Purity', "You've had some life experiences!"],
  ['45-76', 'Below Average Purity', "You've experienced quite a bit!"],
  ['9-44', 'Low Purity', "You've had many life experiences."],
  ['0-8', 'Very Low Purity', "You've experienced almost everything!"],
];

describe('/test with dot navigation', () => {
  it('shows numbered dots, jumps with them, saves once to the server and shows the result on /results', async () => {
    expect(ANSWERS.filter((answer) => answer === 'no')).toHaveLength(SCORE);
    const opened = await openPage(browser(), '/test');
    const { page } = opened;
    try {
      await expectProgress(page, 1, 100);
      expect(await page.getByRole('navigation', { name: 'Questions 1 to 10' }).isVisible()).toBe(
        true,
      );
      expect(await dots(page)).toEqual([
        { text: '1', status: 'dot-current', current: 'step' },
        ...Array.from({ length: 9 }, (_, i) => ({
          text: String(i + 2),
          status: 'dot-unanswered',
          current: null,
        })),
      ]);
      expect(await previousButton(page).isDisabled()).toBe(true);
      expect(await nextButton(page).isDisabled()).toBe(true);

      // Answer 1 and 2, stop on 3.
      await yesRadio(page).click();
      await nextButton(page).click();
      await expectProgress(page, 2, 100);
      expect(await dots(page)).toEqual([
        { text: '1', status: 'dot-answered', current: null },
        { text: '2', status: 'dot-current', current: 'step' },
        ...Array.from({ length: 8 }, (_, i) => ({
          text: String(i + 3),
          status: 'dot-unanswered',
          current: null,
        })),
      ]);
      expect(
        await page
          .locator('nav.question-dots .dot-answered')
          .evaluate((dot) => getComputedStyle(dot).backgroundColor),
      ).not.toBe(
        await page
          .locator('nav.question-dots .dot-unanswered')
          .first()
          .evaluate((dot) => getComputedStyle(dot).backgroundColor),
      );
      await answerQuestions(page, ANSWERS, { from: 1, to: 2 });
      await nextButton(page).click();
      await expectProgress(page, 3, 100);

      // Jump ahead to 7 (unanswered): focus moves to the question, Next waits for an answer.
      await dotButton(page, 7).click();
      await expectProgress(page, 7, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await nextButton(page).isDisabled()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('LEGEND');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
        /^Question 7 /,
      );
      expect((await dots(page)).map((dot) => dot.status)).toEqual([
        'dot-answered',
        'dot-answered',
        'dot-unanswered',
        'dot-unanswered',
        'dot-unanswered',
        'dot-unanswered',
        'dot-current',
        'dot-unanswered',
        'dot-unanswered',
        'dot-unanswered',
      ]);
      // Jump back to 1: its Yes is restored.
      await dotButton(page, 1).click();
      await expectProgress(page, 1, 100);
      expect(await selectedAnswer(page)).toBe('yes');
      expect((await dots(page))[0]).toEqual({ text: '1', status: 'dot-current', current: 'step' });
      // Back to 3 and on to question 10.
      await dotButton(page, 3).click();
      await expectProgress(page, 3, 100);
      await answerQuestions(page, ANSWERS, { from: 2, to: 10 });
      await expectProgress(page, 10, 100);
      expect(await dots(page)).toEqual([
        ...Array.from({ length: 9 }, (_, i) => ({
          text: String(i + 1),
          status: 'dot-answered',
          current: null,
        })),
        { text: '10', status: 'dot-current', current: 'step' },
      ]);

      // After question 10 the dots show the next block, 11-20.
      await nextButton(page).click();
      await expectProgress(page, 11, 100);
      expect(await page.getByRole('navigation', { name: 'Questions 11 to 20' }).isVisible()).toBe(
        true,
      );
      expect(await dots(page)).toEqual([
        { text: '11', status: 'dot-current', current: 'step' },
        ...Array.from({ length: 9 }, (_, i) => ({
          text: String(i + 12),
          status: 'dot-unanswered',
          current: null,
        })),
      ]);
      // Previous from 11 shows block 1-10 again.
      await previousButton(page).click();
      await expectProgress(page, 10, 100);
      expect(await page.getByRole('navigation', { name: 'Questions 1 to 10' }).isVisible()).toBe(
        true,
      );
      await nextButton(page).click();
      await waitForQuestion(page, 11, 100);

      // The rest, then Finish Test.
      expect(testResultRequests(opened)).toEqual([]);
      const responsePromise = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/test-results',
      );
      await completeQuiz(page, ANSWERS, { from: 10 });
      const response = await responsePromise;
      expect(response.status()).toBe(201);
      const serverResponse = await response.json();
      await page.waitForURL((url) => url.pathname === '/results');

      // Exactly one POST, with exactly {quiz, score, answers, language} and the idempotency key.
      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(1);
      expect(posts[0].method).toBe('POST');
      const body = JSON.parse(posts[0].body ?? 'null');
      expect(Object.keys(body).sort()).toEqual([
        'answers',
        'idempotencyKey',
        'language',
        'questions',
        'quiz',
        'score',
      ]);
      expect(body).toEqual({
        quiz: 'purity',
        score: SCORE,
        answers: ANSWERS,
        questions: sentQuestionIds('purity'),
        language: 'en',
        idempotencyKey: IDEMPOTENCY_KEY,
      });

      // /results.
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Purity Test Results' }).waitFor();
      // Finished here: focus moves to the result.
      await page.waitForFunction(() => document.activeElement?.id === 'result-heading');
      expect(await result.locator('.result-score').textContent()).toBe(`${SCORE}/100`);
      expect(await result.locator('.result-label').textContent()).toBe('Below Average Purity');
      expect(await result.locator('.result-message').textContent()).toBe(
        "You've experienced quite a bit!",
      );
      expect(await result.getByRole('heading', { name: 'Share Your Score' }).isVisible()).toBe(
        true,
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
      expect(
        await result.getByRole('link', { name: 'Back to Home', exact: true }).getAttribute('href'),
      ).toBe('/');
      expect(await metaDescription(page)).toMatch(
        new RegExp(`^My purity test score is ${SCORE}/100! `),
      );

      // Score guide: the six bands.
      expect(await result.getByRole('heading', { name: 'Score Guide' }).isVisible()).toBe(true);
      const bands = await result
        .locator('.score-guide .score-band')
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.querySelector('dt')?.firstChild?.textContent,
            row.querySelector('dd strong')?.textContent,
            row.querySelector('dd span')?.textContent?.trim(),
          ]),
        );
      expect(bands).toEqual(SCORE_GUIDE);
      // The visitor's own band, and only it, is marked.
      const yours = result.locator('.score-guide .score-band[aria-current="true"]');
      expect(await yours.count()).toBe(1);
      expect(await yours.locator('dd strong').textContent()).toBe('Below Average Purity');
      expect(await yours.locator('.score-band-yours').textContent()).toBe('You');

      // The session keeps the outcome with the whole server response.
      const stored = await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem('purityTestResult') ?? 'null'),
      );
      expect(stored).toMatchObject({ score: SCORE, total: 100, answers: ANSWERS, saveError: null });
      expect(stored.saved).toEqual(serverResponse);
      expect(typeof stored.saved.id).toBe('number');
      expect(stored.saved).toMatchObject({
        quiz: 'purity',
        score: SCORE,
        total: 100,
        label: 'Below Average Purity',
        language: 'en',
      });

      // Where the visitor stands, from the distribution in the server's reply: only once the
      // quiz has enough takers (the reply's moreNeeded is 0).
      const { takers, averageScore, percentBelow } = serverResponse.comparison as {
        takers: number;
        averageScore: number;
        percentBelow: number;
      };
      expect(
        (serverResponse.distribution.counts as number[]).reduce((sum, count) => sum + count, 0),
      ).toBe(takers);
      if (serverResponse.distribution.moreNeeded > 0)
        expect(await result.locator('section.standing').count()).toBe(0);
      else {
        const figures = await result.locator('.standing-figures').textContent();
        expect(await result.locator('.standing-chart figcaption').textContent()).toBe(
          `${takers.toLocaleString('en')} people have taken this test.`,
        );
        expect(figures).toBe(
          `Average score: ${averageScore.toLocaleString('en')}. You scored higher than ${Math.round(percentBelow)}% of them.`,
        );
      }

      // Still there after a reload (read from the session).
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await result.locator('.result-score').waitFor();
      expect(await result.locator('.result-score').textContent()).toBe(`${SCORE}/100`);

      // Take Test Again: back to /test, question 1, nothing selected; the session result is cleared.
      await result.getByRole('button', { name: 'Take Test Again', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/test');
      await expectProgress(page, 1, 100);
      expect(await selectedAnswer(page)).toBe('');
      expect(await page.evaluate(() => sessionStorage.getItem('purityTestResult'))).toBeNull();

      expect(testResultRequests(opened)).toHaveLength(1);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('/results with nothing saved', () => {
  it('shows "No Results Found" and a "Take the Test" link to /test', async () => {
    const opened = await openPage(browser(), '/results');
    const { page } = opened;
    try {
      const heading = page.getByRole('heading', { name: 'No Results Found', exact: true });
      await heading.waitFor();
      expect(
        await page
          .getByText("It looks like you haven't taken the test yet.", { exact: true })
          .isVisible(),
      ).toBe(true);
      const link = page
        .getByRole('link', { name: 'Take the Test', exact: true })
        .and(page.locator('main a'));
      expect(await link.getAttribute('href')).toBe('/test');
      expect(await page.locator('section.result').count()).toBe(0);
      await link.click();
      await page.waitForURL((url) => url.pathname === '/test');
      await expectProgress(page, 1, 100);
      expect(testResultRequests(opened)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('/results with a result', () => {
  // The outcome /test keeps in the session when it is finished.
  const outcome = { score: SCORE, total: 100, answers: ANSWERS, saved: null, saveError: null };

  it.each([
    ['/results', 'Your Results', 'Your Purity Test Results'],
    ['/es/results', 'Tus resultados', 'Tus resultados del Test de pureza'],
  ])(
    '%s on a phone opens on the score: nothing visible comes before it but the result heading',
    async (path, pageTitle, resultHeading) => {
      const opened = await openPage(browser(), path, {
        viewport: { width: 390, height: 844 },
        initScript: `sessionStorage.setItem('purityTestResult', ${JSON.stringify(JSON.stringify(outcome))});`,
      });
      const { page } = opened;
      try {
        const score = page.locator('section.result .result-score');
        await score.waitFor();
        expect(await score.textContent()).toBe(`${SCORE}/100`);
        // The page keeps its heading for screen readers.
        expect(
          await page.getByRole('heading', { level: 1, name: pageTitle, exact: true }).count(),
        ).toBe(1);
        // Every heading and paragraph drawn on screen before the score, in reading order (the
        // card's own wordmark is decoration, hidden from screen readers, and not counted).
        const before = await score.evaluate((scoreElement) =>
          [...document.querySelectorAll('main h1, main h2, main h3, main p')]
            .filter((node) => !node.closest('[aria-hidden="true"]'))
            .filter(
              (node) =>
                node.compareDocumentPosition(scoreElement) & Node.DOCUMENT_POSITION_FOLLOWING,
            )
            .filter((node) => {
              const box = node.getBoundingClientRect();
              return (
                box.width > 1 &&
                box.height > 1 &&
                node.checkVisibility({ visibilityProperty: true })
              );
            })
            .map((node) => node.textContent),
        );
        expect(before).toEqual([resultHeading]);
        const bottom = await score.evaluate((element) => element.getBoundingClientRect().bottom);
        expect(bottom).toBeLessThan(844 / 2);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );
});
