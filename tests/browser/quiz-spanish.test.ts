// A themed quiz and the main test taken in Spanish, end to end: Spanish text throughout, the save
// sent with language "es", links that stay under /es/, and no English strings or questions
// downloaded on the way.
import { readFileSync } from 'node:fs';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { baseURL, openPage, useBrowser } from './browser';
import { localeString, quizTexts, translatedQuiz } from './language-helpers';
import { completeQuiz, firstKYes, testResultRequests } from './quiz-helpers';
import { catalog } from './site-helpers';

const browser = useBrowser();
const SPANISH_BROWSER = { locale: 'es-ES' };
const TEXTS = quizTexts('es');

/** The built files of English's strings, loader table and content, from the build's manifest of the client bundle. */
function englishFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/client-manifest.json', 'utf8')) as Manifest;
  const english = Object.entries(manifest).filter(([source]) => /^src\/generated\/(loaders|locales)\/en\.ts$|^src\/generated\/content\/en\//.test(source));
  expect(english.length).toBeGreaterThan(3);
  return new Set(english.map(([, chunk]) => `/${chunk.file}`));
}

describe('a themed quiz in Spanish', () => {
  it('/es/tests/food: Spanish questions, the save with language "es", a Spanish result and links under /es/', async () => {
    const opened = await openPage(browser(), '/es/tests/food', SPANISH_BROWSER);
    const { page } = opened;
    try {
      const food = translatedQuiz('es', 'food');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await page.locator('main h1').textContent()).toBe(food.title);
      expect(await page.locator('form.quiz legend').textContent()).toContain(food.questions[0]);
      expect(await page.locator('form.quiz').getByRole('link', { name: localeString('es', 'quiz.backToHome') }).getAttribute('href')).toBe('/es/');

      const answers = firstKYes(food.questions.length, 12);
      const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/test-results');
      await completeQuiz(page, answers, { texts: TEXTS });
      const response = await saved;
      expect(response.status()).toBe(201);
      expect((await response.json()).language).toBe('es');

      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0].body ?? 'null')).toEqual({ quiz: 'food', score: 12, answers, language: 'es' });

      const result = page.locator('section.result');
      await result.getByRole('heading', { name: localeString('es', 'results.themedHeading').replace('{{theme}}', food.theme) }).waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('12/35');
      expect(await result.getByRole('link', { name: localeString('es', 'results.backToHome') }).getAttribute('href')).toBe('/es/');
      expect(page.url()).toMatch(/\/es\/tests\/food$/);
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
    const opened = await openPage(browser(), '/es/test', SPANISH_BROWSER);
    const { page } = opened;
    try {
      const purity = translatedQuiz('es', catalog.main.slug);
      expect(await page.locator('main h1').textContent()).toBe(purity.title);
      const answers = firstKYes(100, 30);
      await completeQuiz(page, answers, { texts: TEXTS });
      await page.waitForURL((url) => url.pathname === '/es/results');
      await page.getByRole('heading', { name: localeString('es', 'results.mainHeading') }).waitFor();
      expect(await page.locator('.result-score').textContent()).toBe('70');
      const posts = testResultRequests(opened);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0].body ?? 'null')).toEqual({ quiz: 'purity', score: 70, answers, language: 'es' });
      expect(await page.getByRole('link', { name: localeString('es', 'results.backToHome') }).getAttribute('href')).toBe('/es/');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
