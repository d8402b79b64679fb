// Results kept on this device: every finished quiz is listed (newest first), the results view
// tells the change since the previous score on that quiz, and one button erases the list after
// a confirmation, by keyboard, in English and Spanish, with no serious axe violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { completeQuiz, expectNoSeriousAxeViolations, firstKYes, type YesNo } from './quiz-helpers';
import { localeString, quizTexts, translatedQuiz } from './language-helpers';

const browser = useBrowser();
const RESULTS_KEY = 'purityTestResults';

/** A result kept from an earlier visit, in the stored shape (main-test entries have no `quiz`). */
function keptResult(createdAt: string, score: number, answers: YesNo[], quiz?: string) {
  const at = new Date(createdAt);
  return {
    id: at.getTime(),
    score,
    answers,
    language: 'en',
    createdAt: at.toISOString(),
    ...(quiz ? { quiz } : {}),
  };
}

async function keep(page: Page, results: unknown[]): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: RESULTS_KEY,
    value: JSON.stringify(results),
  });
}

async function kept(page: Page): Promise<
  | {
      quiz?: string;
      score: number;
      id: number;
      answers: string[];
      createdAt: string;
      language: string;
    }[]
  | null
> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), RESULTS_KEY);
}

const thisYear = new Date().getFullYear();
const MARCH_3 = `${thisYear}-03-03T12:00:00.000Z`;

describe('results on this device', () => {
  it('a themed quiz shows the change since the previous score, and is kept first in the list', async () => {
    const opened = await openPage(browser(), '/tests/food');
    const { page } = opened;
    try {
      // The list as an earlier version of the site kept it: oldest first, main test without `quiz`.
      const older = keptResult(`${thisYear}-01-10T09:00:00.000Z`, 88, firstKYes(100, 12));
      const march = keptResult(MARCH_3, 20, firstKYes(35, 20), 'food');
      await keep(page, [older, march]);

      await completeQuiz(page, firstKYes(35, 8));
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Food Results', exact: true }).waitFor();
      const previous = result.locator('.previous-score');
      await previous.waitFor();
      expect(await previous.locator('strong').textContent()).toBe(
        '12 points lower than on March 3.',
      );
      expect(await previous.textContent()).toContain('Your previous score: 20/35.');
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoSeriousAxeViolations(
          page,
          `the results view with a previous score (${colorScheme})`,
          { include: 'section.result' },
        );
      }

      const list = await kept(page);
      expect(list!.map((entry) => [entry.quiz, entry.score])).toEqual([
        ['food', 8],
        ['food', 20],
        [undefined, 88],
      ]);
      expect(Object.keys(list![0]!).sort()).toEqual([
        'answers',
        'createdAt',
        'id',
        'language',
        'quiz',
        'score',
      ]);
      expect(list![0]!.answers).toEqual(firstKYes(35, 8));

      // Retaken the same day: "earlier today", in the singular for one point.
      await result.getByRole('button', { name: 'Retake Test', exact: true }).click();
      await completeQuiz(page, firstKYes(35, 9), { expectEmpty: true });
      await result.getByRole('heading', { name: 'Your Food Results', exact: true }).waitFor();
      await expect
        .poll(() =>
          result
            .locator('.previous-score strong')
            .textContent()
            .catch(() => null),
        )
        .toBe('1 point higher than earlier today.');

      // The link to the whole list.
      await result.getByRole('link', { name: 'See all your results on this device' }).click();
      await page.waitForURL((url) => url.pathname === '/results');
      const section = page.getByRole('region', { name: 'Your Results on This Device' });
      await section.waitFor();
      const rows = section.locator('tbody tr');
      expect(await rows.count()).toBe(4);
      const food = translatedQuiz('en', 'food').title;
      expect(food).toBe('Food Experience Test');
      expect(await rows.locator('th').allTextContents()).toEqual([food, food, food, 'Purity Test']);
      expect(await rows.locator('td:nth-of-type(1)').allTextContents()).toEqual([
        '9/35',
        '8/35',
        '20/35',
        '88',
      ]);
      expect(await rows.nth(2).locator('time').getAttribute('datetime')).toBe(march.createdAt);
      expect(await rows.nth(2).locator('time').textContent()).toMatch(
        /^Mar 3, \d{1,2}:\d\d\s?[AP]M$/,
      );
    } finally {
      await opened.close();
    }
  });

  it("/test keeps a main-test entry in the spec's shape, and /results erases the list after a keyboard confirmation", async () => {
    const opened = await openPage(browser(), '/test');
    const { page } = opened;
    try {
      // A save still waiting to be sent: erasing does not cancel it, and the confirmation says so.
      const waiting = {
        body: {
          quiz: 'food',
          score: 1,
          answers: firstKYes(35, 1),
          language: 'en',
          idempotencyKey: crypto.randomUUID(),
        },
        queuedAt: Date.now(),
        attempts: 1,
        nextAttemptAt: Date.now() + 3_600_000,
        network: false,
        notBefore: Date.now() + 3_600_000,
      };
      await page.evaluate(
        (entry) => localStorage.setItem('quizSaveOutbox', JSON.stringify([entry])),
        waiting,
      );
      await keep(page, [keptResult(MARCH_3, 95, firstKYes(100, 5))]);

      const answers: YesNo[] = firstKYes(100, 30);
      await completeQuiz(page, answers);
      await page.waitForURL((url) => url.pathname === '/results');
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Purity Test Results' }).waitFor();
      await expect
        .poll(() =>
          result
            .locator('.previous-score strong')
            .textContent()
            .catch(() => null),
        )
        .toBe('25 points lower than on March 3.');
      // On /results itself there is no link to /results.
      expect(await result.locator('.previous-score a').count()).toBe(0);
      const list = await kept(page);
      expect(Object.keys(list![0]!).sort()).toEqual([
        'answers',
        'createdAt',
        'id',
        'language',
        'score',
      ]);
      expect(list![0]).toMatchObject({ score: 70, language: 'en', answers });

      const section = page.getByRole('region', { name: 'Your Results on This Device' });
      await section.waitFor();
      expect(await section.locator('tbody tr').count()).toBe(2);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoSeriousAxeViolations(page, `the device's results (${colorScheme})`, {
          include: '.device-results',
        });
      }

      // The erase button asks first; Escape cancels and gives focus back.
      const erase = section.getByRole('button', { name: 'Erase my results from this device' });
      await erase.focus();
      await page.keyboard.press('Enter');
      const confirm = section.getByRole('group', { name: 'Erase all 2 results from this device?' });
      await confirm.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Erase all 2 results from this device?',
      );
      expect(await confirm.textContent()).toContain(
        'One result could not be saved on the server yet; it will still be sent, so it is not lost.',
      );
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoSeriousAxeViolations(page, `the erase confirmation (${colorScheme})`, {
          include: '.device-results',
        });
      }
      await page.keyboard.press('Escape');
      await erase.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Erase my results from this device');
      expect(await kept(page)).toHaveLength(2);

      // Confirmed with the keyboard: the list, the kept session result and the view are gone.
      await page.keyboard.press('Enter');
      await confirm.getByRole('button', { name: 'Erase', exact: true }).focus();
      await page.keyboard.press('Enter');
      const done = section.getByRole('status');
      await done.waitFor();
      expect(await done.textContent()).toBe('Your results were erased from this device.');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Your results were erased from this device.',
      );
      expect(await kept(page)).toBeNull();
      expect(await page.evaluate(() => sessionStorage.getItem('purityTestResult'))).toBeNull();
      expect(await page.locator('section.result').count()).toBe(0);
      await page.getByRole('heading', { name: 'No Results Found' }).waitFor();
      expect(await section.locator('table').count()).toBe(0);
      // The pending save is still there, to be sent.
      expect(
        await page.evaluate(
          () => JSON.parse(localStorage.getItem('quizSaveOutbox') ?? '[]').length,
        ),
      ).toBe(1);

      // Reloaded with nothing kept: the spec's empty state alone, no empty list below it.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByRole('heading', { name: 'No Results Found' }).waitFor();
      expect(await section.count()).toBe(0);
    } finally {
      await opened.close();
    }
  });

  it("in Spanish: the change, the dates and the list in Spain's Spanish", async () => {
    const opened = await openPage(browser(), '/es/tests/food', { locale: 'es-ES' });
    const { page } = opened;
    try {
      await keep(page, [keptResult(MARCH_3, 20, firstKYes(35, 20), 'food')]);
      await completeQuiz(page, firstKYes(35, 8), { texts: quizTexts('es') });
      const result = page.locator('section.result');
      await result.locator('.previous-score').waitFor();
      expect(await result.locator('.previous-score strong').textContent()).toBe(
        '12 puntos menos que el 3 de marzo.',
      );
      expect(await result.locator('.previous-score').textContent()).toContain(
        'Tu puntuación anterior: 20/35.',
      );
      expect(localeString('es', 'results.scoreOutOf')).toBe('{{score}}/{{total}}');

      await result
        .getByRole('link', { name: 'Ver todos tus resultados en este dispositivo' })
        .click();
      await page.waitForURL((url) => url.pathname === '/es/results');
      const section = page.getByRole('region', { name: 'Tus resultados en este dispositivo' });
      await section.waitFor();
      expect(await section.locator('thead th').allTextContents()).toEqual([
        'Test',
        'Puntuación',
        'Fecha',
      ]);
      expect(await section.locator('tbody th').allTextContents()).toEqual([
        translatedQuiz('es', 'food').title,
        translatedQuiz('es', 'food').title,
      ]);
      expect(await section.locator('tbody tr').nth(1).locator('time').textContent()).toMatch(
        /^3 mar, \d{1,2}:\d\d$/,
      );
      await section
        .getByRole('button', { name: 'Borrar mis resultados de este dispositivo' })
        .click();
      await section
        .getByRole('group', { name: '¿Borrar los 2 resultados de este dispositivo?' })
        .waitFor();
      await section.getByRole('button', { name: 'Cancelar', exact: true }).click();
      expect(await kept(page)).toHaveLength(2);
      await expectNoSeriousAxeViolations(page, "the device's results in Spanish", {
        include: '.device-results',
      });
    } finally {
      await opened.close();
    }
  });
});
