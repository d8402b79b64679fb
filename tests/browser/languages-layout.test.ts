// Every language's pages fit a 360 px phone: German compounds and French button labels included,
// nothing reaches past the right edge of the screen (no sideways scroll, no clipped text), and a
// button's label stays inside the button; on a quiz, the answers and Next are on the first screen
// of a 360x780 phone (the main test's longest question and its dots included), and on its last
// question (the widest counter, "100 of 100", "100 %") nothing spills out of the quiz's card.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { quizTexts } from './language-helpers';
import { answerQuestions, quizFile, type YesNo } from './quiz-helpers';
import { LANGUAGES, languagePath } from './site-helpers';

const browser = useBrowser();
const PAGES = ['/', '/test', '/tests/food', '/results', '/privacy', '/contact'];

describe.each(LANGUAGES)('%s at 360 px', (language) => {
  it.each(PAGES)(
    '%s: nothing past the right edge, every button label inside its button, Next on the first screen',
    async (path) => {
      const { page, errors, close } = await openPage(browser(), languagePath(language, path), {
        viewport: { width: 360, height: 780 },
        locale: language,
      });
      try {
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        expect(await layoutProblems(page)).toEqual([]);
        if (path.startsWith('/test')) {
          const next = await page.locator('.quiz-nav .button-primary').boundingBox();
          expect(next!.y + next!.height).toBeLessThanOrEqual(780);
        }
        const slug =
          path === '/test' ? 'purity' : path.startsWith('/tests/') ? path.slice(7) : null;
        if (slug) {
          const total = quizFile(slug).questions.length;
          const answers = Array.from({ length: total }, (): YesNo => 'no');
          await answerQuestions(page, answers, { texts: quizTexts(language) });
          expect(await layoutProblems(page), `${path}, question ${total}`).toEqual([]);
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

/**
 * What reaches past the right edge of the screen, or of the quiz's card for what is inside it, and
 * any button whose label overflows it.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    const card = document.querySelector('.quiz');
    const cardRight = card
      ? card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight)
      : width;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (!box.width || !element.checkVisibility()) continue;
      const name = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`;
      if (box.right > width + 0.5) found.push(`${name} ends at ${Math.round(box.right)} px`);
      else if (card?.contains(element) && element !== card && box.right > cardRight + 0.5)
        found.push(
          `${name} ends at ${Math.round(box.right)} px, past the card (${Math.round(cardRight)} px)`,
        );
      if (element.matches('.button, button') && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name}: its label overflows`);
    }
    return found;
  });
}
