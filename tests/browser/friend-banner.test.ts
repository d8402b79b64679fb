// A friend's compare link opens a quiz with a line above it. The link names the friend after the
// `#`, which the server never sees: the line says the name from the first paint (before the page's
// code arrives) and keeps those words through hydration and the compare code.
import { describe, expect, it } from 'vitest';
import { compareFragment, compareQuizOf } from '../../shared/domain/compare-link';
import { baseURL, fetchText, openPage, useBrowser } from './browser';
import { localeString } from './language-helpers';
import { fill, firstKYes, quizFile } from './quiz-helpers';

const browser = useBrowser();

/** Records the banner's text at every frame, from the first one: what the visitor saw. */
const RECORD_BANNER = `
  window.__banner = [];
  const record = () => {
    const line = document.querySelector('.score-invite');
    const shown = line && !line.hidden && getComputedStyle(line).visibility === 'visible';
    const text = shown ? line.textContent : null;
    if (text && window.__banner.at(-1) !== text) window.__banner.push(text);
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
`;

const quiz = quizFile('food');
const total = quiz.questions.length;
const answers = firstKYes(total, 12);
const prefixOf = (language: string) => (language === 'en' ? '' : `/${language}`);

describe("a friend's banner", () => {
  for (const language of ['en', 'es'] as const) {
    for (const name of ['Sam', ''] as const) {
      it(`says the same from the first paint to the running page (${language}, ${name ? 'named' : 'unnamed'} link)`, async () => {
        const path = `${prefixOf(language)}/tests/food?score=12`;
        const fragment = compareFragment(compareQuizOf(quiz), answers, name);
        const serverLine = fill(localeString(language, 'quiz.invitation'), { score: 12, total });
        const expected = name
          ? fill(localeString(language, 'compare.invitationNamed'), { name, score: 12, total })
          : serverLine;
        // The server's page has the score link's line (the fragment never reaches it).
        expect((await fetchText(path)).text).toContain(`>${serverLine}</p>`);

        const opened = await openPage(browser(), `${path}#${fragment}`, {
          initScript: RECORD_BANNER,
        });
        try {
          await opened.page.waitForFunction(
            () => document.documentElement.dataset.hydrated === 'true',
          );
          await opened.requestsSettled();
          await opened.page.waitForTimeout(200);
          const seen = await opened.page.evaluate(
            () => (window as unknown as { __banner: string[] }).__banner,
          );
          expect(seen).toEqual([expected]);
          expect(opened.errors).toEqual([]);
        } finally {
          await opened.close();
        }
      });
    }
  }

  it("names the friend before the page's code arrives, and never runs what the name holds", async () => {
    const context = await browser().newContext({ baseURL: baseURL() });
    try {
      // The page's code never arrives: what shows is the prerendered page and its loader alone.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      const hostile = '<img src=x onerror=alert(1)>';
      const fragment = compareFragment(compareQuizOf(quiz), answers, hostile);
      await page.goto(`/tests/food?score=12#${fragment}`);
      const line = page.locator('.score-invite');
      expect(await line.textContent()).toBe(
        fill(localeString('en', 'compare.invitationNamed'), {
          name: hostile.slice(0, 24),
          score: 12,
          total,
        }),
      );
      expect(await line.locator('*').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

      // A link to an earlier version of the quiz keeps the server's line (its code says why).
      const [version, slug, , packed] = compareFragment(compareQuizOf(quiz), answers, 'Sam')
        .slice('compare='.length)
        .split('.');
      // Another score: a new page, not a jump within this one.
      await page.goto(`/tests/food?score=11#compare=${version}.${slug}.000000.${packed}.Sam`);
      expect(await page.locator('.score-invite').textContent()).toBe(
        fill(localeString('en', 'quiz.invitation'), { score: 11, total }),
      );
    } finally {
      await context.close();
    }
  });
});
