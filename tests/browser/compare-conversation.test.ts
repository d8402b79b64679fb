// The friend's comparison starts a conversation: on a phone its top (both names and scores, how much
// they match, a verdict and the first difference) fits on one screen before what both did, and the
// friend can send their answers back, so the first person opens the same comparison at once. The
// answers travel after the `#` only: no request carries them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compareFragment, compareQuizOf, replyFragment } from '../../shared/domain/compare-link';
import { openPage, useBrowser } from './browser';
import { localeString, quizTexts } from './language-helpers';
import { completeQuiz, fill, quizFile, type YesNo } from './quiz-helpers';
import { expectCopyConfirmed } from './share-helpers';

const browser = useBrowser();
// A small phone, and a long name that has to fit beside the score.
const PHONE = { viewport: { width: 360, height: 780 } };
const NAME = 'Maximiliana';

/** Yes on every `step`-th question, from question `from`: two patterns that differ both ways. */
const pattern = (total: number, step: number, from: number): YesNo[] =>
  Array.from({ length: total }, (_, i) => (i % step === from ? 'yes' : 'no'));

/** The lists' headings, the two scores and the match, as a visitor reads the comparison. */
async function readComparison(page: Page) {
  const result = page.locator('.compare-result').first();
  await result.waitFor();
  return {
    heading: await result.getByRole('heading', { level: 2 }).textContent(),
    sides: await result.locator('.compare-side').allInnerTexts(),
    match: await result.locator('.compare-match').textContent(),
    verdict: await result.locator('.compare-verdict').textContent(),
    lists: await result.locator('.compare-list h3').allTextContents(),
    items: await result
      .locator('.compare-list')
      .evaluateAll((lists) =>
        lists.map((list) => [
          list.getAttribute('data-kind'),
          [...list.querySelectorAll('li')].map((li) => li.textContent),
        ]),
      ),
  };
}

describe('a comparison that starts a conversation', () => {
  for (const language of ['en', 'es'] as const) {
    it(`opens with names, scores, a verdict and the differences, and goes back to the first person (${language})`, async () => {
      const quiz = quizFile('food');
      const total = quiz.questions.length;
      const mine = pattern(total, 3, 0);
      const theirs = pattern(total, 4, 0);
      const prefix = language === 'en' ? '' : `/${language}`;
      const t = (key: string, values: Record<string, string | number> = {}) =>
        fill(localeString(language, `compare.${key}`), values);
      const yesCount = (answers: YesNo[]) => answers.filter((answer) => answer === 'yes').length;
      const link = `${prefix}/tests/food?score=${yesCount(mine)}#${compareFragment(compareQuizOf(quiz), mine, NAME)}`;

      // The friend (Alex) opens Sam's link on a phone and takes the quiz.
      const friend = await openPage(browser(), link, {
        ...PHONE,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      let back: string;
      let seen: Awaited<ReturnType<typeof readComparison>>;
      try {
        const { page } = friend;
        await completeQuiz(page, theirs, { texts: quizTexts(language) });
        seen = await readComparison(page);
        expect(seen.heading).toBe(t('resultTitleNamed', { name: NAME }));
        expect(seen.lists[0]).toMatch(
          new RegExp(
            `^${t('onlyThem', { name: NAME, number: 0 }).replace(/[()]/g, '\\$&').replace('0', '\\d+')}$`,
          ),
        );
        expect(seen.lists.at(-1)).toMatch(/\(\d+\)$/);
        expect(seen.items.map(([kind]) => kind)).toEqual(['theirs', 'mine', 'both']);
        expect(
          ['verdictHigh', 'verdictMid', 'verdictSome', 'verdictLow'].map((key) => t(key)),
        ).toContain(seen.verdict);
        expect(await page.locator('.compare-result').getByRole('radio').count()).toBe(0);

        // The friend's view opens with the comparison, above the friend's own score card, and
        // focus (for a screen reader) starts on its heading.
        expect(
          await page.locator('section.result > :first-child').evaluate((first) => ({
            comparison: first.matches('.compare-result'),
            focused: first.querySelector('h2') === document.activeElement,
          })),
        ).toEqual({ comparison: true, focused: true });
        // A long list shows its first five; the rest open from "N more".
        const theirsList = page.locator('.compare-result').locator('[data-kind="theirs"]');
        const theirsCount = seen.items.find(([kind]) => kind === 'theirs')![1]!.length;
        expect(theirsCount).toBeGreaterThan(5);
        expect(await theirsList.locator('> ul > li').count()).toBe(5);
        const more = theirsList.locator('summary');
        expect(await more.textContent()).toBe(t('more', { number: theirsCount - 5 }));
        await more.click();
        expect(await theirsList.locator('li:visible').count()).toBe(theirsCount);

        // Its top, from the heading to the first difference, fits on the phone's screen.
        const result = page.locator('.compare-result');
        const top = await result.evaluate((section) => {
          const first = section.querySelector('.compare-list h3')!;
          return first.getBoundingClientRect().bottom - section.getBoundingClientRect().top;
        });
        expect(top).toBeLessThanOrEqual(PHONE.viewport.height);

        // The match sits inside its box, with room to every side, clear of both scores, and no
        // side reaches past the screen's edge.
        const room = await result.locator('.compare-match').evaluate((match) => {
          const box = match.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(match);
          const text = range.getBoundingClientRect();
          const sides = [...match.parentElement!.querySelectorAll('.compare-side')].map((side) =>
            side.getBoundingClientRect(),
          );
          const overlaps = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return {
            inside: Math.min(text.left - box.left, box.right - text.right),
            clear: sides.every((side) => !overlaps(side, box)),
            // Each side's score and name inside its box, and the box on the screen.
            sidesFit: [...match.parentElement!.querySelectorAll('.compare-side')].every((side) => {
              const box = side.getBoundingClientRect();
              const content = document.createRange();
              content.selectNodeContents(side);
              const text = content.getBoundingClientRect();
              return (
                box.left >= 0 &&
                box.right <= innerWidth &&
                text.left >= box.left &&
                text.right <= box.right
              );
            }),
            overflow: match.scrollWidth - match.clientWidth,
          };
        });
        expect(room.inside).toBeGreaterThanOrEqual(4);
        expect(room).toMatchObject({ clear: true, sidesFit: true, overflow: 0 });

        // Alex sends theirs back, from a form after the lists (what both did is part of the story).
        const form = result.locator('.compare-send-back');
        expect(
          await result.evaluate((section) => {
            const both = section.querySelector('.compare-list[data-kind="both"]')!;
            const sendBack = section.querySelector('.compare-send-back')!;
            return both.compareDocumentPosition(sendBack) & Node.DOCUMENT_POSITION_FOLLOWING;
          }),
        ).toBeTruthy();
        expect(await form.getByRole('heading').textContent()).toBe(
          t('sendBackNamed', { name: NAME }),
        );
        await form.getByLabel(t('nameLabel'), { exact: true }).fill('Alex');
        await expectCopyConfirmed(
          page,
          form.getByRole('button', { name: t('sendBackAction'), exact: true }),
          localeString(language, 'share.linkCopied'),
          language,
        );
        back = await page.evaluate(() => navigator.clipboard.readText());
        // One button, which says it is done: no second copy button to muddle which link is which.
        expect(await form.getByRole('button').allTextContents()).toEqual([t('copied')]);
        expect(new URL(back).hash.startsWith('#reply=1.food.')).toBe(true);
        expect(new URL(back).search).toBe(`?score=${yesCount(theirs)}`);
        expect(friend.errors).toEqual([]);
      } finally {
        await friend.close();
      }

      // Sam opens the link back in a fresh browser: the same comparison, from Sam's side, at once.
      const url = new URL(back);
      const first = await openPage(browser(), `${url.pathname}${url.search}${url.hash}`, PHONE);
      try {
        const again = await readComparison(first.page);
        expect(again.heading).toBe(t('resultTitleNamed', { name: 'Alex' }));
        // Above it, the line of an answer back, not the score link's "How about you?".
        expect(await first.page.locator('.score-invite').textContent()).toBe(
          t('replyInvitationNamed', { name: 'Alex' }),
        );
        expect(again.match).toBe(seen.match);
        expect(again.verdict).toBe(seen.verdict);
        // Each side swapped: Sam is "you" now, Alex the friend.
        expect(again.sides).toEqual([
          seen.sides[1]!.replace(NAME, t('you')),
          seen.sides[0]!.replace(t('you'), 'Alex'),
        ]);
        // Under it, Sam's own result from the answers the link carried back, not a blank quiz.
        expect(await first.page.locator('.result-score').textContent()).toBe(
          fill(localeString(language, 'results.scoreOutOf'), { score: yesCount(mine), total }),
        );
        expect(await first.page.getByRole('radio').count()).toBe(0);
        // The conversation is closed: nothing offers to send Alex's own answers back to Alex.
        expect(await first.page.locator('.compare-send-back').count()).toBe(0);
        const byKind = Object.fromEntries(again.items) as Record<string, string[]>;
        const before = Object.fromEntries(seen.items) as Record<string, string[]>;
        expect(byKind.theirs).toEqual(before.mine);
        expect(byKind.mine).toEqual(before.theirs);
        expect(byKind.both).toEqual(before.both);
        // The answers stay in the fragment: no request of either page carried them.
        for (const request of [...friend.apiRequests, ...first.apiRequests])
          expect(request.url).not.toContain('reply=');
        expect(first.errors).toEqual([]);
      } finally {
        await first.close();
      }
    });
  }

  it('opens the main test’s answer back on the results page, with the visitor’s own score', async () => {
    const quiz = quizFile('purity');
    const mine = pattern(quiz.questions.length, 5, 1);
    const theirs = pattern(quiz.questions.length, 3, 0);
    const yes = (answers: YesNo[]) => answers.filter((answer) => answer === 'yes').length;
    const back = `/test?score=${100 - yes(theirs)}#${replyFragment(compareQuizOf(quiz), theirs, mine, 'Alex')}`;
    const { page, errors, close } = await openPage(browser(), back, PHONE);
    try {
      const comparison = await readComparison(page);
      expect(new URL(page.url()).pathname).toBe('/results');
      expect(comparison.heading).toBe(
        fill(localeString('en', 'compare.resultTitleNamed'), { name: 'Alex' }),
      );
      expect(comparison.sides[0]).toContain(String(100 - yes(mine)));
      expect(await page.locator('.result-score').textContent()).toBe(`${100 - yes(mine)}/100`);
      // Opened from a link, not finished here: the result heading is not focused (a touch screen
      // would ring it); focus stays where the page's navigation put it.
      expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('result-heading');
      // A reload keeps it: the result is this tab's, as one finished here.
      await page.reload();
      expect((await readComparison(page)).heading).toBe(comparison.heading);
      expect(await page.locator('.compare-send-back').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
