// Every themed quiz, taken to a chosen score: its question count, label, caption and save.
import { describe, expect, it } from 'vitest';
import { SPEC_QUESTION_COUNTS, THEMED_SPEC, THIRTY_FIVE_THRESHOLDS } from '../spec-oracle';
import { openPage, useBrowser } from './browser';
import {
  answerQuestions,
  completeQuiz,
  expectProgress,
  firstKYes,
  IDEMPOTENCY_KEY,
  metaDescription,
  nextButton,
  noRadio,
  previousButton,
  quizFile,
  selectedAnswer,
  sentQuestionIds,
  stubWindowOpen,
  testResultRequests,
  themedCatalog,
  themeName,
  waitForQuestion,
  windowOpenCalls,
  yesRadio,
} from './quiz-helpers';
import { openShareOptions } from './share-helpers';

const browser = useBrowser();

type TierTable = [min: number, label: string][];

/** The themed quizzes' question counts (the main test is not one of them). */
const themedCounts = Object.fromEntries(
  Object.entries(SPEC_QUESTION_COUNTS).filter(([slug]) => slug !== 'purity'),
);

/** The ten quizzes whose labels and captions the spec gives. */
const SPEC_TIERS: Record<string, TierTable> = Object.fromEntries(
  Object.entries(THEMED_SPEC).map(([slug, spec]) => [slug, spec.tiers]),
);
const SPEC_CAPTIONS: Record<string, string> = Object.fromEntries(
  Object.entries(THEMED_SPEC).map(([slug, spec]) => [slug, spec.caption]),
);

interface Case {
  slug: string;
  total: number;
  theme: string;
  caption: string;
  tiers: TierTable;
  score: number;
  label: string;
}

function expectedTiers(slug: string, total: number): TierTable {
  if (SPEC_TIERS[slug]) return SPEC_TIERS[slug];
  // The spec gives only the thresholds for these; the labels come from the quiz file.
  expect(total).toBe(35);
  const tiers = quizFile(slug).tiers.map((tier): [number, string] => [tier.min, tier.label]);
  expect(tiers.map(([min]) => min)).toEqual(THIRTY_FIVE_THRESHOLDS);
  return tiers;
}

/** Quiz i gets tier i % 6: the tier's threshold, or for the lowest tier the top of its range. */
const CASES: Case[] = themedCatalog().map(({ slug, questionCount }, index) => {
  const tiers = expectedTiers(slug, questionCount);
  const tier = index % tiers.length;
  const score = tier < tiers.length - 1 ? tiers[tier][0] : tiers[tier - 1][0] - 1;
  return {
    slug,
    total: questionCount,
    theme: themeName(slug),
    caption: SPEC_CAPTIONS[slug] ?? quizFile(slug).caption,
    tiers,
    score,
    label: tiers[tier][1],
  };
});

describe('themed quizzes', () => {
  it('the catalog lists the eighteen themed quizzes with the spec question counts', () => {
    expect(Object.fromEntries(CASES.map((c) => [c.slug, c.total]))).toEqual(themedCounts);
    expect(new Set(CASES.map((c) => c.score % 6)).size).toBeGreaterThan(1);
  });

  for (const c of CASES) {
    it(`${c.slug}: ${c.score}/${c.total} gives "${c.label}"`, async () => {
      const opened = await openPage(browser(), `/tests/${c.slug}`);
      const { page } = opened;
      try {
        // The question screen.
        await expectProgress(page, 1, c.total);
        expect(await previousButton(page).isDisabled()).toBe(true);
        expect(await nextButton(page).isDisabled()).toBe(true);
        expect(await page.locator('main h1').textContent()).toBe(quizFile(c.slug).title);
        expect((await page.locator('main .lead').textContent())?.trim()).toBeTruthy();
        expect(
          await page
            .locator('form.quiz')
            .getByRole('link', { name: 'Back to Home', exact: true })
            .getAttribute('href'),
        ).toBe('/');

        const answers = firstKYes(c.total, c.score);
        const responsePromise = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/test-results',
        );
        await completeQuiz(page, answers);
        expect((await responsePromise).status()).toBe(201);

        // The result view, in place.
        const result = page.locator('section.result');
        await result
          .getByRole('heading', { name: `Your ${c.theme} Results`, exact: true })
          .waitFor();
        expect(page.url()).toBe(new URL(`/tests/${c.slug}`, page.url()).href);
        expect(await result.locator('.result-score').textContent()).toBe(`${c.score}/${c.total}`);
        expect(await result.locator('.result-caption').textContent()).toBe(c.caption);
        expect(await result.locator('.result-label').textContent()).toBe(c.label);
        expect(
          await result.getByRole('heading', { name: 'Share Your Score', exact: true }).isVisible(),
        ).toBe(true);
        expect(
          await result.getByRole('button', { name: 'Retake Test', exact: true }).isVisible(),
        ).toBe(true);
        expect(
          await result
            .getByRole('link', { name: 'Back to Home', exact: true })
            .getAttribute('href'),
        ).toBe('/');
        expect(await result.getByRole('status').textContent()).toBe(
          `Your score is ${c.score} out of ${c.total}: ${c.label}.`,
        );
        await page.waitForFunction(
          (prefix) =>
            document
              .querySelector('meta[name="description"]')
              ?.getAttribute('content')
              ?.startsWith(prefix),
          `My ${c.theme.toLowerCase()} test score is ${c.score}/${c.total}! `,
        );
        expect(await metaDescription(page)).toMatch(
          new RegExp(`^My ${c.theme.toLowerCase()} test score is ${c.score}/${c.total}! \\S`),
        );

        // Exactly one save, with exactly {quiz, score, answers, language} and the idempotency key.
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
          quiz: c.slug,
          score: c.score,
          answers,
          questions: sentQuestionIds(c.slug),
          language: 'en',
          idempotencyKey: IDEMPOTENCY_KEY,
        });
        expect(body.answers).toHaveLength(c.total);

        // Sharing on X opens a 600x400 popup with the score text.
        await stubWindowOpen(page);
        await openShareOptions(result);
        await result.getByRole('button', { name: 'Share on X (Twitter)', exact: true }).click();
        await page.waitForFunction(
          () => (window as unknown as { __openCalls: unknown[] }).__openCalls.length > 0,
        );
        const calls = await windowOpenCalls(page);
        expect(calls).toHaveLength(1);
        const [href, , features] = calls[0];
        const shareText = `I scored ${c.score}/${c.total} on the ${c.theme} Test!`;
        expect(href).toContain(new URLSearchParams({ text: shareText }).toString());
        const url = new URL(href);
        expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
        expect(url.searchParams.get('text')).toBe(shareText);
        // The link is a score link to this result.
        expect(url.searchParams.get('url')).toMatch(
          new RegExp(`^https?://[^/]+/tests/${c.slug}\\?score=${c.score}$`),
        );
        expect(features).toMatch(/(^|,)width=600(,|$)/);
        expect(features).toMatch(/(^|,)height=400(,|$)/);

        expect(testResultRequests(opened)).toHaveLength(1);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }

  it('while the save is pending, Finish Test reads "Saving..." and nothing can be changed or sent twice', async () => {
    const total = 35;
    const opened = await openPage(browser(), '/tests/music');
    const { page } = opened;
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let intercepted!: () => void;
      const wasIntercepted = new Promise<void>((resolve) => (intercepted = resolve));
      await page.route('**/api/test-results', async (route) => {
        intercepted();
        await released;
        await route.continue();
      });
      const answers = firstKYes(total, 22);
      await answerQuestions(page, answers);
      // A double click on Finish Test sends one request.
      await page.getByRole('button', { name: 'Finish Test', exact: true }).dblclick();
      await wasIntercepted;
      const saving = page.getByRole('button', { name: 'Saving...', exact: true });
      await saving.waitFor();
      expect(await saving.isDisabled()).toBe(true);
      expect(await previousButton(page).isDisabled()).toBe(true);
      expect(await yesRadio(page).isDisabled()).toBe(true);
      expect(await noRadio(page).isDisabled()).toBe(true);
      expect(await page.locator('form.quiz').getAttribute('aria-busy')).toBe('true');
      await page.keyboard.press('Enter');

      release();
      const result = page.locator('section.result');
      await result.locator('.result-score').waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('22/35');
      expect(await result.locator('.result-label').textContent()).toBe(
        'Passionate music lover with diverse experiences',
      );
      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0].body ?? 'null')).toEqual({
        quiz: 'music',
        score: 22,
        answers,
        questions: sentQuestionIds('music'),
        language: 'en',
        idempotencyKey: IDEMPOTENCY_KEY,
      });
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('Retake Test goes back to question 1 with every answer empty', async () => {
    const total = 40;
    const opened = await openPage(browser(), '/tests/social');
    const { page } = opened;
    try {
      // Take it once with every answer Yes.
      await completeQuiz(page, firstKYes(total, total));
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Social Results', exact: true }).waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('40/40');
      expect(await result.locator('.result-label').textContent()).toBe(
        'Very social and outgoing party person',
      );

      await result.getByRole('button', { name: 'Retake Test', exact: true }).click();
      await expectProgress(page, 1, total);
      expect(await page.locator('section.result').count()).toBe(0);
      expect(await selectedAnswer(page)).toBe('');
      expect(await page.locator('input[type="radio"]:checked').count()).toBe(0);
      expect(await previousButton(page).isDisabled()).toBe(true);
      expect(await nextButton(page).isDisabled()).toBe(true);
      await noRadio(page).click();
      await nextButton(page).click();
      await waitForQuestion(page, 2, total);
      await previousButton(page).click();
      await waitForQuestion(page, 1, total);
      expect(await selectedAnswer(page)).toBe('no');
      await nextButton(page).click();

      // Every question arrives empty; this time 3 Yes: "Limited social activities".
      const answers = firstKYes(total, 3).map((answer, i) =>
        i === 0 ? 'no' : i === 3 ? 'yes' : answer,
      );
      expect(answers.filter((answer) => answer === 'yes')).toHaveLength(2 + 1);
      await completeQuiz(page, answers, { from: 1, expectEmpty: true });
      await result.locator('.result-score').waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('3/40');
      expect(await result.locator('.result-label').textContent()).toBe('Limited social activities');

      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(2);
      expect(JSON.parse(posts[1].body ?? 'null')).toEqual({
        quiz: 'social',
        score: 3,
        answers,
        questions: sentQuestionIds('social'),
        language: 'en',
        idempotencyKey: IDEMPOTENCY_KEY,
      });
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
