// A themed quiz and the main test taken in Spanish, end to end: Spanish text throughout, the save
// sent with language "es", links that stay under /es/, results shared as Spanish score links with
// the Spanish score card, and no English strings or questions downloaded on the way.
import { readFileSync } from 'node:fs';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pngSize } from '../png-header';
import { baseURL, fetchText, openPage, useBrowser } from './browser';
import { alternatesFromHtml, localeString, quizTexts, translatedQuiz } from './language-helpers';
import {
  completeQuiz,
  fill,
  firstKYes,
  IDEMPOTENCY_KEY,
  sentQuestionIds,
  testResultRequests,
} from './quiz-helpers';
import { catalog, headMetaFromHtml, metaValues, SITE_URL } from './site-helpers';
import { expectCopyConfirmed, openShareOptions } from './share-helpers';

const browser = useBrowser();
const SPANISH_BROWSER = { locale: 'es-ES' };
const TEXTS = quizTexts('es');

/** Copies the result's link with the "Copy link" button (its toast confirms it) and returns what the clipboard holds. */
async function copiedLink(page: Page, result: Locator): Promise<string> {
  await openShareOptions(result, 'es');
  await expectCopyConfirmed(
    page,
    result.getByRole('button', { name: localeString('es', 'share.copyLink'), exact: true }),
    localeString('es', 'share.linkCopied'),
    'es',
  );
  return page.evaluate(() => navigator.clipboard.readText());
}
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** The built files of English's strings and content, from the build's manifest of the client bundle. */
function englishFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/client-manifest.json', 'utf8')) as Manifest;
  const english = Object.entries(manifest).filter(([source]) =>
    /^shared\/generated\/(locales|content)\/en\//.test(source),
  );
  expect(english.length).toBeGreaterThan(3);
  return new Set(english.map(([, chunk]) => `/${chunk.file}`));
}

describe('a themed quiz in Spanish', () => {
  it('/es/tests/food: Spanish questions, the save with language "es", a Spanish result and links under /es/', async () => {
    const opened = await openPage(browser(), '/es/tests/food', {
      ...SPANISH_BROWSER,
      ...CLIPBOARD,
    });
    const { page } = opened;
    try {
      const food = translatedQuiz('es', 'food');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await page.locator('main h1').textContent()).toBe(food.title);
      expect(await page.locator('form.quiz legend').textContent()).toContain(food.questions[0]);
      expect(
        await page
          .locator('form.quiz')
          .getByRole('link', { name: localeString('es', 'quiz.backToHome') })
          .getAttribute('href'),
      ).toBe('/es/');

      const answers = firstKYes(food.questions.length, 12);
      const saved = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/test-results',
      );
      await completeQuiz(page, answers, { texts: TEXTS });
      const response = await saved;
      expect(response.status()).toBe(201);
      expect((await response.json()).language).toBe('es');

      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0].body ?? 'null')).toEqual({
        quiz: 'food',
        score: 12,
        answers,
        questions: sentQuestionIds('food'),
        language: 'es',
        idempotencyKey: IDEMPOTENCY_KEY,
      });

      const result = page.locator('section.result');
      await result
        .getByRole('heading', {
          name: localeString('es', 'results.themedHeading').replace('{{theme}}', food.theme),
        })
        .waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('12/35');
      expect(
        await result
          .getByRole('link', { name: localeString('es', 'results.backToHome') })
          .getAttribute('href'),
      ).toBe('/es/');
      expect(page.url()).toMatch(/\/es\/tests\/food$/);

      // The result is shared as a Spanish score link, with the Spanish score card as its image.
      // On the site the visitor is on.
      expect(await copiedLink(page, result)).toBe(`${baseURL()}/es/tests/food?score=12`);
      const saveImage = result.getByRole('link', {
        name: localeString('es', 'share.saveImage'),
        exact: true,
      });
      expect(await saveImage.getAttribute('href')).toBe('/og/es/food/12-story.png');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('downloads no English strings, questions or loader table on a Spanish page', async () => {
    const context = await browser().newContext({ ...SPANISH_BROWSER, baseURL: baseURL() });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto('/es/tests/food');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Answer a question and let the idle-time chunks (results view, toasts) arrive too.
      await page.getByRole('radio', { name: localeString('es', 'quiz.yes'), exact: true }).click();
      await page.waitForTimeout(1000);
      const english = englishFiles();
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((script) => english.has(script))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the main test in Spanish', () => {
  it('/es/test: 100 Spanish questions, the save with language "es", then /es/results in Spanish', async () => {
    const opened = await openPage(browser(), '/es/test', { ...SPANISH_BROWSER, ...CLIPBOARD });
    const { page } = opened;
    try {
      const purity = translatedQuiz('es', catalog.main.slug);
      expect(await page.locator('main h1').textContent()).toBe(purity.title);
      const answers = firstKYes(100, 30);
      await completeQuiz(page, answers, { texts: TEXTS });
      await page.waitForURL((url) => url.pathname === '/es/results');
      await page
        .getByRole('heading', { name: localeString('es', 'results.mainHeading') })
        .waitFor();
      expect(await page.locator('.result-score').textContent()).toBe('70/100');
      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0].body ?? 'null')).toEqual({
        quiz: 'purity',
        score: 70,
        answers,
        questions: sentQuestionIds('purity'),
        language: 'es',
        idempotencyKey: IDEMPOTENCY_KEY,
      });
      expect(
        await page
          .getByRole('link', { name: localeString('es', 'results.backToHome') })
          .getAttribute('href'),
      ).toBe('/es/');
      expect(await copiedLink(page, page.locator('section.result'))).toBe(
        `${baseURL()}/es/test?score=70`,
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('a Spanish score link', () => {
  it.each([
    ['/es/tests/food?score=19', '/es/tests/food', 'food', 19, 35],
    ['/es/test?score=73', '/es/test', catalog.main.slug, 73, 100],
  ] as const)(
    '%s: the raw HTML (no JavaScript) has the Spanish per-score head, the Spanish card and the invitation',
    async (path, pagePath, slug, score, total) => {
      const [{ status, text }, plain] = await Promise.all([fetchText(path), fetchText(pagePath)]);
      expect(status).toBe(200);
      expect(text).toMatch(/^<!doctype html>\s*<html lang="es">/);
      const quiz = translatedQuiz('es', slug);
      const values = { score, total };
      const title = fill(quiz.shareText, values);
      const description = fill(quiz.resultDescription, values);
      const card = `${SITE_URL}/og/es/${slug}/${score}.png`;

      const head = headMetaFromHtml(text);
      expect(head.title).toEqual([title]);
      expect(head['og:title']).toEqual([title]);
      expect(head['twitter:title']).toEqual([title]);
      expect(head.description).toEqual([description]);
      expect(head['og:description']).toEqual([description]);
      expect(head['og:image']).toEqual([card]);
      expect(head['twitter:image']).toEqual([card]);
      const alt = fill(localeString('es', 'share.scoreCardAlt'), {
        quiz: quiz.title,
        score,
        total,
        label: quiz.tierLabel(score),
      });
      expect(metaValues(text, 'og:image:alt')).toEqual([alt]);
      expect(metaValues(text, 'og:locale')).toEqual(['es_ES']);
      // Canonical and language alternates stay the plain Spanish page's.
      expect(head.canonical).toEqual([`${SITE_URL}${pagePath}`]);
      expect(alternatesFromHtml(text)).toEqual(alternatesFromHtml(plain.text));
      expect(alternatesFromHtml(text)).toContainEqual(['es', `${SITE_URL}${pagePath}`]);
      expect(text).toContain(`">${fill(localeString('es', 'quiz.invitation'), values)}</p>`);

      // The card it names is served as a 1200x630 PNG.
      const image = await fetch(new URL(new URL(card).pathname, baseURL()));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    },
  );

  it('opens in the browser with the Spanish invitation above the quiz, which works', async () => {
    const opened = await openPage(browser(), '/es/tests/food?score=19', SPANISH_BROWSER);
    const { page } = opened;
    try {
      const values = { score: 19, total: 35 };
      expect(await page.locator('p.score-invite').textContent()).toBe(
        fill(localeString('es', 'quiz.invitation'), values),
      );
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await page.locator('form.quiz legend').textContent()).toContain(
        translatedQuiz('es', 'food').questions[0],
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
