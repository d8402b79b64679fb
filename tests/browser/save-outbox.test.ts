// A save that cannot reach the server waits on the device and arrives exactly once: after the
// connection returns, and after a response lost on its way back (the server had stored it).
// Rows are counted in the real server's own SQLite file.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { startServer } from './global-setup';
import {
  answerQuestions,
  firstKYes,
  IDEMPOTENCY_KEY,
  testResultRequests,
  toastRegion,
  waitForQuestion,
} from './quiz-helpers';

const browser = useBrowser();
const OUTBOX_KEY = 'quizSaveOutbox';

let server: Awaited<ReturnType<typeof startServer>>;
let db: Database.Database;
beforeAll(async () => {
  server = await startServer();
  db = new Database(join(server.dataDir, 'results.db'), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

function rowsWithKey(key: string): { quiz: string; score: number }[] {
  return db.prepare('SELECT quiz, score FROM test_results WHERE idempotency_key = ?').all(key) as {
    quiz: string;
    score: number;
  }[];
}

async function outbox(
  page: Page,
): Promise<{ body: { idempotencyKey: string; quiz: string; score: number } }[] | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), OUTBOX_KEY);
}

/** Answers every question and presses Finish Test once the quiz is ready for it. */
async function finishQuiz(page: Page, answers: ReturnType<typeof firstKYes>): Promise<void> {
  await answerQuestions(page, answers);
  await waitForQuestion(page, answers.length, answers.length);
  await page.getByRole('button', { name: 'Finish Test', exact: true }).click();
}

/** What a phone sees when its connection comes back: the browser's own `online` event. */
async function reconnect(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.setOffline(false);
}

describe('a save that fails on the way', () => {
  it('made offline, waits on the device and arrives exactly once when the connection returns', async () => {
    const opened = await openPage(browser(), '/tests/travel', { baseURL: server.url });
    const { page } = opened;
    const context = page.context();
    try {
      const answers = firstKYes(35, 13);
      await answerQuestions(page, answers);
      await waitForQuestion(page, 35, 35);
      // The results view's code is fetched at the first answer, long before a visitor reaches the
      // last question; this test answers all 35 at once, so it waits for that download first.
      await opened.requestsSettled();
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Finish Test', exact: true }).click();

      // The result shows as always, and the save waits on the device.
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Travel Results', exact: true }).waitFor();
      expect(await result.locator('.result-score').textContent()).toBe('13/35');
      await toastRegion(page).getByRole('alert').waitFor();
      const waiting = await outbox(page);
      expect(waiting).toHaveLength(1);
      expect(waiting![0]!.body).toMatchObject({
        quiz: 'travel',
        score: 13,
        idempotencyKey: IDEMPOTENCY_KEY,
      });
      const key = waiting![0]!.body.idempotencyKey;
      expect(rowsWithKey(key)).toEqual([]);

      // Sent on the browser's `online` event, well before its backoff (at least 8 s) would send it.
      const arrived = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/test-results' && response.ok(),
        { timeout: 5_000 },
      );
      await context.setOffline(false);
      expect((await arrived).status()).toBe(201);
      await page.waitForFunction((name) => localStorage.getItem(name) === null, OUTBOX_KEY);
      expect(rowsWithKey(key)).toEqual([{ quiz: 'travel', score: 13 }]);

      // The connection dropping and returning again sends nothing more.
      await reconnect(context);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const posts = testResultRequests(opened).filter(
        (post) => JSON.parse(post.body ?? '{}').idempotencyKey === key,
      );
      // The failed first attempt (offline) and the one that arrived.
      expect(posts).toHaveLength(2);
      expect(rowsWithKey(key)).toHaveLength(1);
    } finally {
      await opened.close();
    }
  });

  it('whose response is lost after the server stored it is sent again and leaves one row', async () => {
    const opened = await openPage(browser(), '/tests/pet', { baseURL: server.url });
    const { page } = opened;
    try {
      // The first save reaches the server, which stores it; its answer never reaches the page.
      const replies: number[] = [];
      await page.route('**/api/test-results', async (route) => {
        const response = await route.fetch();
        replies.push(response.status());
        await route.abort('connectionreset');
      });
      await finishQuiz(page, firstKYes(35, 6));
      await page
        .locator('section.result')
        .getByRole('heading', { name: 'Your Pet Results', exact: true })
        .waitFor();
      await expect.poll(() => replies).toEqual([201]);
      await expect.poll(() => outbox(page).then((entries) => entries?.length ?? 0)).toBe(1);
      const key = (await outbox(page))![0]!.body.idempotencyKey;
      expect(rowsWithKey(key)).toEqual([{ quiz: 'pet', score: 6 }]);

      // The retry gets the stored result back (200, the same id) and stores nothing more.
      await page.unroute('**/api/test-results');
      const retried = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/test-results',
        { timeout: 5_000 },
      );
      await reconnect(page.context());
      const response = await retried;
      expect(response.status()).toBe(200);
      const stored = db
        .prepare('SELECT id FROM test_results WHERE idempotency_key = ?')
        .get(key) as { id: number };
      expect((await response.json()).id).toBe(stored.id);
      await page.waitForFunction((name) => localStorage.getItem(name) === null, OUTBOX_KEY);
      expect(rowsWithKey(key)).toEqual([{ quiz: 'pet', score: 6 }]);
    } finally {
      await opened.close();
    }
  });

  it('refused for good (a 4xx) is not kept, and one waiting is sent again when a page loads', async () => {
    const opened = await openPage(browser(), '/tests/music', { baseURL: server.url });
    const { page } = opened;
    try {
      await page.route('**/api/test-results', (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: '{"error":{"code":"x","message":"no"}}',
        }),
      );
      await finishQuiz(page, firstKYes(35, 2));
      await toastRegion(page).getByRole('alert').waitFor();
      expect(await outbox(page)).toBeNull();
      await page.unroute('**/api/test-results');

      // A save kept from an earlier visit whose wait is over goes out once the next page is idle.
      const key = crypto.randomUUID();
      const answers = firstKYes(35, 30);
      await page.evaluate(
        ({ name, entry }) => localStorage.setItem(name, JSON.stringify([entry])),
        {
          name: OUTBOX_KEY,
          entry: {
            body: { quiz: 'music', score: 30, answers, language: 'en', idempotencyKey: key },
            queuedAt: Date.now() - 60_000,
            attempts: 1,
            nextAttemptAt: Date.now() - 1,
            network: false,
            notBefore: Date.now() - 1,
          },
        },
      );
      const sent = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/test-results',
      );
      await page.goto('/contact');
      expect((await sent).status()).toBe(201);
      await page.waitForFunction((name) => localStorage.getItem(name) === null, OUTBOX_KEY);
      expect(rowsWithKey(key)).toEqual([{ quiz: 'music', score: 30 }]);
    } finally {
      await opened.close();
    }
  });

  it('answered 503 with Retry-After waits at least that long, even when the connection returns', async () => {
    const opened = await openPage(browser(), '/tests/sports', { baseURL: server.url });
    const { page } = opened;
    try {
      await page.route('**/api/test-results', (route) =>
        route.fulfill({ status: 503, headers: { 'Retry-After': '120' }, body: 'busy' }),
      );
      const before = Date.now();
      await finishQuiz(page, firstKYes(35, 9));
      await expect.poll(() => outbox(page).then((entries) => entries?.length ?? 0)).toBe(1);
      const [entry] = (await page.evaluate(
        (name) => JSON.parse(localStorage.getItem(name)!),
        OUTBOX_KEY,
      )) as { notBefore: number; nextAttemptAt: number }[];
      expect(entry!.notBefore).toBeGreaterThanOrEqual(before + 120_000);
      expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(entry!.notBefore);
      const postsBefore = testResultRequests(opened).length;
      await reconnect(page.context());
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(300);
      expect(testResultRequests(opened)).toHaveLength(postsBefore);
      expect(await outbox(page)).toHaveLength(1);
    } finally {
      await opened.close();
    }
  });
});
