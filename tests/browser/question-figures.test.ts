// "Your answers beside everyone's" after each kind of quiz (the home-page test, /test -> /results, a
// themed quiz, in English and Spanish): every answer with the share of takers who said yes, checked
// against the results stored through the API, the highlights, the threshold both ways, the
// collapsed list on a phone, axe in light and dark mode, and the privacy page's promise.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser, type OpenedPage } from './browser';
import { startServer } from './global-setup';
import { translatedQuiz, quizTexts } from './language-helpers';
import {
  completeQuiz,
  expectNoSeriousAxeViolations,
  firstKYes,
  quizFile,
  sentQuestionIds,
  type YesNo,
} from './quiz-helpers';

const browser = useBrowser();
/** A low threshold, so a handful of stored results shows figures; the default is 100. */
const THRESHOLD = 4;
const PHONE = { viewport: { width: 390, height: 844 } };

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ QUESTION_FIGURES_MIN_RESULTS: String(THRESHOLD) });
});
afterAll(async () => server?.stop());

/** Answers of seeded result `r`: varied per question, so the shares differ. */
const seededAnswers = (total: number, r: number): YesNo[] =>
  Array.from({ length: total }, (_, i) => ((i * (r + 3) + r) % 7 < 3 + (i % 3) ? 'yes' : 'no'));

const stored = new Map<string, YesNo[][]>();

/** Stores results through the real API with the quiz's question ids, as the pages send them. */
async function seed(slug: string, count: number): Promise<void> {
  const { questions } = quizFile(slug);
  for (let r = 0; r < count; r++) {
    const answers = seededAnswers(questions.length, r);
    const yes = answers.filter((answer) => answer === 'yes').length;
    const response = await fetch(new URL('/api/test-results', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        quiz: slug,
        score: slug === 'purity' ? 100 - yes : yes,
        answers,
        questions: questions.map((question) => question.id).join(','),
        language: 'en',
      }),
    });
    expect(response.status).toBe(201);
    remember(slug, answers);
  }
}

function remember(slug: string, answers: YesNo[]): void {
  stored.set(slug, [...(stored.get(slug) ?? []), answers]);
}

/** Whole-percent Yes share per question over what was stored. */
function sharesOf(slug: string): number[] {
  const rows = stored.get(slug) ?? [];
  return quizFile(slug).questions.map((_, i) =>
    Math.round((100 * rows.filter((row) => row[i] === 'yes').length) / rows.length),
  );
}

const open = (path: string, options = {}) =>
  openPage(browser(), path, { baseURL: server.url, ...options });

/** Checks the figures section against the stored results: highlights, then every row of the table behind "Show all answers". */
async function expectFigures(page: Page, slug: string, answers: YesNo[], { language = 'en' } = {}) {
  const texts =
    language === 'en'
      ? quizFile(slug).questions.map((question) => question.text)
      : translatedQuiz(language, slug).questions;
  const shares = sharesOf(slug);
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100);
  const saidYes = (value: number) =>
    language === 'en' ? `${percent(value)} said yes` : `El ${percent(value)} ha dicho que sí`;
  const section = page.locator('section.figures');
  await section.locator('details').waitFor();
  expect(await section.getAttribute('aria-busy')).toBeNull();

  // Highlights: the three rarest Yes answers (under half said yes), and the three commonest
  // experiences (at least half said yes) answered No.
  const order = (wanted: YesNo, direction: 1 | -1) =>
    texts
      .map((text, i) => ({ text, i }))
      .filter(
        ({ i }) => answers[i] === wanted && (wanted === 'yes' ? shares[i]! < 50 : shares[i]! >= 50),
      )
      .sort((a, b) => direction * (shares[a.i]! - shares[b.i]!) || a.i - b.i)
      .slice(0, 3);
  const rarest = section.getByRole('list', {
    name: language === 'en' ? 'Your Rarest Yes Answers' : 'Tus «sí» menos comunes',
  });
  const common = section.getByRole('list', {
    name:
      language === 'en'
        ? "Common Experiences You Haven't Had"
        : 'Experiencias comunes que aún no has vivido',
  });
  expect(order('yes', 1).length).toBeGreaterThan(0);
  expect(order('no', -1).length).toBeGreaterThan(0);
  expect(await rarest.locator('li').allTextContents()).toEqual(
    // "Only" fits a small share (up to 25 %), not nearly half.
    order('yes', 1).map(({ text, i }) => {
      const share = percent(shares[i]!);
      const only = shares[i]! <= 25;
      if (language === 'en')
        return `${text} ${only ? `Only ${share} have also said yes.` : `${share} have also said yes.`}`;
      return `${text} ${only ? `Solo el ${share} también ha dicho que sí.` : `El ${share} también ha dicho que sí.`}`;
    }),
  );
  expect(await common.locator('li').allTextContents()).toEqual(
    order('no', -1).map(({ text, i }) => `${text} ${saidYes(shares[i]!)}`),
  );

  // The whole list is collapsed until asked for, then a real table: one row per question.
  const details = section.locator('details');
  expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
  const summary = section.locator('summary');
  const [show, hide] =
    language === 'en'
      ? ['Show all answers', 'Hide all answers']
      : ['Mostrar todas las respuestas', 'Ocultar todas las respuestas'];
  expect(await summary.textContent()).toBe(show);
  await summary.focus();
  await page.keyboard.press('Enter');
  expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
  // The toggle says what it will do next.
  await expect.poll(() => summary.textContent()).toBe(hide);
  const rows = await section
    .locator('table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
  const yesWord = language === 'en' ? 'Yes' : 'Sí';
  expect(await section.locator('table thead th').allTextContents()).toEqual(
    language === 'en'
      ? ['Question', 'Your answer', 'Said yes']
      : ['Pregunta', 'Tu respuesta', 'Han dicho que sí'],
  );
  expect(rows).toEqual(
    texts.map((text, i) => [text, answers[i] === 'yes' ? yesWord : 'No', percent(shares[i]!)]),
  );
}

async function expectAxeCleanInBothSchemes(page: Page, where: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousAxeViolations(page, `${where} (${colorScheme})`, {
      include: 'section.result',
    });
  }
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

function figureRequests(opened: OpenedPage): string[] {
  return opened.apiRequests
    .filter((request) => new URL(request.url).pathname === '/api/question-figures')
    .map((request) => new URL(request.url).search);
}

describe("answers beside everyone else's", () => {
  beforeAll(async () => {
    await seed('purity', THRESHOLD - 1);
    await seed('food', THRESHOLD - 1);
  });

  it('/test then /results: the save carries the question ids; the figures count the visitor too', async () => {
    const opened = await open('/test', PHONE);
    const { page } = opened;
    try {
      const answers = firstKYes(100, 30);
      const save = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/test-results',
      );
      await completeQuiz(page, answers);
      expect(JSON.parse((await save).postData()!).questions).toEqual(sentQuestionIds('purity'));
      remember('purity', answers);
      await page.waitForURL((url) => url.pathname === '/results');
      // The score shows at once, whatever the figures do.
      expect(await page.locator('section.result .result-score').textContent()).toBe('70/100');
      await expectFigures(page, 'purity', answers);
      await expectNoSideways(page);
      await expectAxeCleanInBothSchemes(page, '/results');
      expect(figureRequests(opened)).toEqual(['?quiz=purity']);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('the home-page test: no call to the server at all, as the spec says, and no figures', async () => {
    const opened = await open('/', PHONE);
    const { page } = opened;
    try {
      await page.getByRole('button', { name: 'Start the Test', exact: true }).click();
      await completeQuiz(page, firstKYes(100, 55));
      await page.locator('section.result .result-score').waitFor();
      await expectNoSideways(page);
      await expectAxeCleanInBothSchemes(page, 'the home result view');
      expect(opened.apiRequests.map((request) => new URL(request.url).pathname)).toEqual([]);
      expect(await page.locator('section.figures').count()).toBe(0);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a themed quiz: nothing fetched before the end, then the figures with the visitor counted', async () => {
    const opened = await open('/tests/food');
    const { page } = opened;
    try {
      const answers = firstKYes(35, 14);
      remember('food', answers);
      await completeQuiz(page, answers);
      await expectFigures(page, 'food', answers);
      await expectAxeCleanInBothSchemes(page, 'the food result view');
      expect(figureRequests(opened)).toEqual(['?quiz=food']);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("in Spanish: the same figures, in Spain's typography (31 %)", async () => {
    const opened = await open('/es/tests/food');
    const { page } = opened;
    try {
      // Within the snapshot's minute: the figures of the previous test's save, this one not yet.
      const answers = firstKYes(35, 20);
      await completeQuiz(page, answers, { texts: quizTexts('es') });
      await expectFigures(page, 'food', answers, { language: 'es' });
      expect(await page.locator('section.figures h3').textContent()).toBe(
        'Tus respuestas junto a las de los demás',
      );
      expect(await page.locator('section.figures table tbody td').nth(1).textContent()).toMatch(
        /^\d+\u00a0%$/,
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('below the threshold: no figures section at all (no count of missing results)', async () => {
    const opened = await open('/tests/travel');
    const { page } = opened;
    try {
      const figuresReply = page.waitForResponse((response) =>
        response.url().includes('/api/question-figures?quiz=travel'),
      );
      await completeQuiz(page, firstKYes(35, 5));
      await figuresReply;
      await page.locator('section.figures').waitFor({ state: 'detached' });
      expect(await page.getByText("Your Answers Beside Everyone's").count()).toBe(0);
      expect(await page.getByText(/more results? (is|are) needed/).count()).toBe(0);
      const api = await (
        await fetch(new URL('/api/question-figures?quiz=travel', server.url))
      ).json();
      expect(api).toEqual({
        quiz: 'travel',
        threshold: THRESHOLD,
        moreNeeded: THRESHOLD - 1,
        questions: [],
      });
      await expectAxeCleanInBothSchemes(page, 'the travel result view');
    } finally {
      await opened.close();
    }
  });
});

describe('the privacy page says how the figures are kept private', () => {
  it.each([
    [
      '/privacy',
      [
        'once at least 100 results have been counted for it',
        'they are whole percentages',
        'a snapshot refreshed at most once a minute',
        'question_counts.answered',
      ],
    ],
    [
      '/es/privacy',
      [
        'cuando ya se han contado al menos 100 resultados',
        'son porcentajes enteros',
        'una instantánea que se actualiza como mucho una vez por minuto',
        'question_counts.answered',
      ],
    ],
  ])('%s', async (path, phrases) => {
    const opened = await open(path);
    try {
      const text = (await opened.page.locator('main').textContent())!.replace(/\s+/g, ' ');
      for (const phrase of phrases) expect(text).toContain(phrase);
    } finally {
      await opened.close();
    }
  });
});
