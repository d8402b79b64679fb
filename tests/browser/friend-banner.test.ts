// A friend's compare link opens a quiz with the score link's line above it: the line the server
// wrote is the line the visitor keeps, word for word, through hydration and the compare code.
import { describe, expect, it } from 'vitest';
import { compareFragment, compareQuizOf } from '../../shared/domain/compare-link';
import { fetchText, openPage, useBrowser } from './browser';
import { localeString } from './language-helpers';
import { fill, firstKYes, quizFile } from './quiz-helpers';

const browser = useBrowser();

/** Records every text the banner shows, from the first parse of the page on. */
const RECORD_BANNER = `
  window.__banner = [];
  new MutationObserver(() => {
    const line = document.querySelector('.score-invite');
    const text = line && !line.hidden ? line.textContent : null;
    if (text && window.__banner.at(-1) !== text) window.__banner.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

describe("a friend's banner", () => {
  for (const language of ['en', 'es'] as const) {
    it(`says the same from the first paint to the running page (${language})`, async () => {
      const quiz = quizFile('food');
      const answers = firstKYes(quiz.questions.length, 12);
      const prefix = language === 'en' ? '' : `/${language}`;
      const path = `${prefix}/tests/food?score=12`;
      const fragment = compareFragment(compareQuizOf(quiz), answers, 'Sam');
      const serverLine = fill(localeString(language, 'quiz.invitation'), {
        score: 12,
        total: quiz.questions.length,
      });
      // What the first paint shows: the server's page (the fragment never reaches it).
      expect((await fetchText(path)).text).toContain(`>${serverLine}</p>`);

      const opened = await openPage(browser(), `${path}#${fragment}`, {
        initScript: RECORD_BANNER,
      });
      try {
        await opened.requestsSettled();
        await opened.page.waitForTimeout(200);
        const seen = await opened.page.evaluate(
          () => (window as unknown as { __banner: string[] }).__banner,
        );
        expect(seen).toEqual([serverLine]);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});
