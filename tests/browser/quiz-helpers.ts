// Shared helpers for the quiz browser tests (tests/browser/quiz-*.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { readQuizText } from '../quiz-text';
import { SPEC_QUESTION_COUNTS } from '../spec-oracle';
import { seriousAxeViolations, type OpenedPage } from './browser';

export type YesNo = 'yes' | 'no';

const CONTENT_DIR = join(process.cwd(), 'content');

export interface CatalogEntry {
  slug: string;
  questionCount: number;
}

/** content/catalog.yaml: the themed quizzes in display order, with the question counts the spec gives them. */
export function themedCatalog(): CatalogEntry[] {
  const catalog = parse(readFileSync(join(CONTENT_DIR, 'catalog.yaml'), 'utf8')) as {
    themed: { slug: string }[];
  };
  return catalog.themed.map(({ slug }) => ({ slug, questionCount: SPEC_QUESTION_COUNTS[slug]! }));
}

export interface QuizFile {
  slug: string;
  theme: string;
  title: string;
  caption: string;
  shareText: string;
  resultDescription: string;
  tiers: { min: number; label: string; message?: string }[];
  questions: { id: string; text: string }[];
}

export function quizFile(slug: string): QuizFile {
  return readQuizText<QuizFile>(join(CONTENT_DIR, 'quizzes', `${slug}.yaml`), slug);
}

/** The `questions` of a save from a page of the current content: the quiz file's ids in order, joined as the API takes them. */
export function sentQuestionIds(slug: string): string {
  return quizFile(slug)
    .questions.map((question) => question.id)
    .join(',');
}

/** "personal-growth" -> "Personal Growth" (the theme name as the spec writes it). */
export function themeName(slug: string): string {
  return slug
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** Answers with `yes` Yes answers first, then No: the Yes count is `yes`. */
export function firstKYes(total: number, yes: number): YesNo[] {
  return Array.from({ length: total }, (_, i) => (i < yes ? 'yes' : 'no'));
}

export function yesRadio(page: Page): Locator {
  return page.getByRole('radio', { name: 'Yes', exact: true });
}

export function noRadio(page: Page): Locator {
  return page.getByRole('radio', { name: 'No', exact: true });
}

export function previousButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Previous', exact: true });
}

export function nextButton(page: Page): Locator {
  return page.locator('.quiz-nav button[type="submit"]');
}

/** The two texts of the counter line: ["Question N of T", "P% Complete"]. */
export async function counterTexts(page: Page): Promise<string[]> {
  return page.locator('.quiz-counter > span').allTextContents();
}

/** The quiz screen's texts a test reads, as the locale file writes them: English unless a test passes another language's. */
export interface QuizTexts {
  questionOf: string;
  percentComplete: string;
  next: string;
  finish: string;
}
export const ENGLISH_QUIZ_TEXTS: QuizTexts = {
  questionOf: 'Question {{current}} of {{total}}',
  percentComplete: '{{percent}}% Complete',
  next: 'Next',
  finish: 'Finish Test',
};

/** A locale or content template with its {{placeholders}} filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the screen shows "Question n of total". */
export async function waitForQuestion(
  page: Page,
  n: number,
  total: number,
  texts: QuizTexts = ENGLISH_QUIZ_TEXTS,
): Promise<void> {
  const counter = fill(texts.questionOf, { current: n, total });
  await page
    .locator('.quiz-counter > span')
    .first()
    .filter({ hasText: new RegExp(`^${escapeRegExp(counter)}$`) })
    .waitFor();
}

/** Checks the counter, the percent and the progress bar for question n. */
export async function expectProgress(page: Page, n: number, total: number): Promise<void> {
  await waitForQuestion(page, n, total);
  const percent = Math.round((n * 100) / total);
  expect(await counterTexts(page)).toEqual([`Question ${n} of ${total}`, `${percent}% Complete`]);
  const bar = page.getByRole('progressbar');
  expect(await bar.getAttribute('aria-valuenow')).toBe(String(percent));
  expect(await bar.getAttribute('aria-valuemin')).toBe('0');
  expect(await bar.getAttribute('aria-valuemax')).toBe('100');
}

/** Which radio is checked on screen: "yes", "no" or "" for none. */
export async function selectedAnswer(page: Page): Promise<YesNo | ''> {
  const [yes, no] = await Promise.all([yesRadio(page).isChecked(), noRadio(page).isChecked()]);
  expect(yes && no).toBe(false);
  return yes ? 'yes' : no ? 'no' : '';
}

/**
 * Answers questions `from` .. `to`-1 (0-based; `answers` holds every question's answer) in the page
 * itself, with real DOM clicks on the radio and on Next, waiting for React to show each new
 * question. It stops on question index `to`-1, answered but not left, so the test presses Next or
 * "Finish Test" itself. With `expectEmpty`, every question must arrive with no radio checked.
 */
export async function answerQuestions(
  page: Page,
  answers: readonly YesNo[],
  {
    from = 0,
    to = answers.length,
    expectEmpty = false,
    texts = ENGLISH_QUIZ_TEXTS,
  }: { from?: number; to?: number; expectEmpty?: boolean; texts?: QuizTexts } = {},
): Promise<void> {
  await page.evaluate(
    async ({ answers, from, to, expectEmpty, texts }) => {
      const fill = (template: string, values: Record<string, number>) =>
        template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
      const total = answers.length;
      const waitFor = (what: string, check: () => boolean) =>
        new Promise<void>((resolve, reject) => {
          if (check()) return resolve();
          const observer = new MutationObserver(() => {
            if (check()) {
              observer.disconnect();
              clearTimeout(timer);
              resolve();
            }
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`timed out waiting for ${what}`));
          }, 10_000);
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        });
      const counter = () => document.querySelector('.quiz-counter > span')?.textContent ?? '';
      const next = () =>
        document.querySelector<HTMLButtonElement>('.quiz-nav button[type="submit"]');
      for (let i = from; i < to; i++) {
        await waitFor(
          `question ${i + 1}`,
          () => counter() === fill(texts.questionOf, { current: i + 1, total }),
        );
        // Progress on every question: the rounded percent, as text and on the progress bar.
        const percent = Math.round(((i + 1) * 100) / total);
        const percentText = document.querySelectorAll('.quiz-counter > span')[1]?.textContent;
        const valueNow = document
          .querySelector('[role="progressbar"]')
          ?.getAttribute('aria-valuenow');
        if (
          percentText !== fill(texts.percentComplete, { percent }) ||
          valueNow !== String(percent)
        ) {
          throw new Error(
            `question ${i + 1}: expected ${percent}% but saw "${percentText}" and aria-valuenow ${valueNow}`,
          );
        }
        const previous = document.querySelector<HTMLButtonElement>(
          '.quiz-nav button[type="button"]',
        );
        // Before the code runs, the prerendered Previous is aria-disabled (not disabled, so that an
        // early tap on it is caught); after, disabled.
        const previousDisabled =
          previous?.disabled === true || previous?.getAttribute('aria-disabled') === 'true';
        if (previousDisabled !== (i === 0))
          throw new Error(`question ${i + 1}: Previous disabled is ${previousDisabled}`);
        if (next()?.textContent !== (i === total - 1 ? texts.finish : texts.next))
          throw new Error(`question ${i + 1}: Next reads "${next()?.textContent}"`);
        const radios = [
          ...document.querySelectorAll<HTMLInputElement>('.choices input[type="radio"]'),
        ];
        if (expectEmpty && radios.some((radio) => radio.checked))
          throw new Error(`question ${i + 1} arrived with an answer`);
        const radio = radios.find((candidate) => candidate.value === answers[i]);
        if (!radio) throw new Error(`no "${answers[i]}" radio on question ${i + 1}`);
        radio.click();
        await waitFor(
          `an enabled Next on question ${i + 1}`,
          () => radio.checked && next()?.disabled === false,
        );
        if (i < to - 1) next()!.click();
      }
    },
    { answers: [...answers], from, to, expectEmpty, texts },
  );
}

/** Answers every question from `from` on and presses "Finish Test" with a real click. */
export async function completeQuiz(
  page: Page,
  answers: readonly YesNo[],
  options: { from?: number; expectEmpty?: boolean; texts?: QuizTexts } = {},
): Promise<void> {
  const texts = options.texts ?? ENGLISH_QUIZ_TEXTS;
  await answerQuestions(page, answers, options);
  await waitForQuestion(page, answers.length, answers.length, texts);
  const finish = page.getByRole('button', { name: texts.finish, exact: true });
  await finish.click();
}

/** Any idempotency key a save carries: a lowercase UUID, as crypto.randomUUID() makes it. */
export const IDEMPOTENCY_KEY = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
);

/** The requests to POST /api/test-results (the analytics beacon at /api/events is ignored). */
export function testResultRequests(opened: OpenedPage) {
  return opened.apiRequests.filter(
    (request) => new URL(request.url).pathname === '/api/test-results',
  );
}

/** Installs a recording stub for window.open, on this document and on any later one. */
export async function stubWindowOpen(page: Page): Promise<void> {
  const stub = () => {
    const calls: string[][] = [];
    (window as unknown as { __openCalls: string[][] }).__openCalls = calls;
    window.open = ((...args: unknown[]) => {
      calls.push(args.map((arg) => String(arg)));
      return null;
    }) as typeof window.open;
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

export async function windowOpenCalls(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls);
}

export async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** Fails with the list of serious or critical axe violations, if any. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  where: string,
  scope: { include?: string; exclude?: string } = {},
): Promise<void> {
  expect(await seriousAxeViolations(page, scope), `axe violations on ${where}`).toBe('');
}

/** The toasts currently shown in the notifications region. */
export function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}
