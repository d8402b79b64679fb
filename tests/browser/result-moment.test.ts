// The result as a visitor on a phone meets it: the score leads, one primary share action above one
// row of network icons that fits a 360 px screen, other quizzes to try; quizzes with an icon each
// on the home page in two columns; focus rings only for keyboard focus.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { completeQuiz, firstKYes, themedCatalog, yesRadio } from './quiz-helpers';
import { quizTexts } from './language-helpers';
import { expectCopyConfirmed, openShareOptions } from './share-helpers';

const browser = useBrowser();

describe('the result is the moment', () => {
  it('score and label come before the share block; one primary Share action opens the score link copy and thumb-sized icons in rows that fit 360 px; three other quizzes follow', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/food', {
      viewport: { width: 360, height: 740 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      await completeQuiz(page, firstKYes(35, 19));
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Food Results', exact: true }).waitFor();
      const top = async (selector: string) =>
        (await result.locator(selector).first().boundingBox())!.y;
      expect(await top('.result-score')).toBeLessThan(await top('.result-share'));
      expect(await top('.result-label')).toBeLessThan(await top('.result-share'));
      expect(
        await page.evaluate(() =>
          document.querySelector('.result-hero')!.contains(document.querySelector('.result-label')),
        ),
      ).toBe(true);

      // One primary action in the share block.
      expect(await result.locator('.result-share .share-primary').count()).toBe(1);
      await openShareOptions(result);
      const copyLink = result.getByRole('button', { name: 'Copy link', exact: true });
      await expectCopyConfirmed(page, copyLink, 'Link copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        /\/tests\/food\?score=19$/,
      );
      // Under the thumb too: the button shows a check mark for a moment, then its icon again.
      const drawn = () => copyLink.locator('path').getAttribute('d');
      expect(await copyLink.getAttribute('data-copied')).toBe('true');
      expect(await drawn()).toBe('M5 12l5 5 9-10');
      await expect.poll(drawn, { timeout: 4000 }).not.toBe('M5 12l5 5 9-10');

      const icons = result.locator('.result-share .share-buttons button');
      await expect.poll(() => icons.count()).toBeGreaterThanOrEqual(7);
      const boxes = await icons.evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { top: Math.round(box.top), width: box.width, height: box.height };
        }),
      );
      // Thumb-sized (44 px), in at most two rows, with no icon alone on a row.
      for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      const perRow = new Map<number, number>();
      for (const box of boxes) perRow.set(box.top, (perRow.get(box.top) ?? 0) + 1);
      const tops = boxes.map((box) => box.top).join(', ');
      expect(perRow.size, `icon rows at ${tops}`).toBeLessThanOrEqual(2);
      expect(Math.min(...perRow.values()), `icon rows at ${tops}`).toBeGreaterThan(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);

      const others = page.getByRole('navigation', { name: 'Try another quiz' }).getByRole('link');
      await expect.poll(() => others.count()).toBe(3);
      const slugs = themedCatalog().map((entry) => entry.slug);
      const next = slugs.slice(1, 4);
      expect(
        await others.evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        ),
      ).toEqual(next.map((slug) => `/tests/${slug}`));
      await others.first().click();
      await page.waitForURL(`**/tests/${next[0]}`);
      await page.getByRole('heading', { level: 1, name: 'Travel Experience Test' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the result on a 360 px phone', () => {
  it('/es/tests/food: every part of the result stays inside its card (long Spanish titles included)', async () => {
    const { page, errors, close } = await openPage(browser(), '/es/tests/food', {
      viewport: { width: 360, height: 740 },
    });
    try {
      await completeQuiz(page, firstKYes(35, 19), { texts: quizTexts('es') });
      const others = page.locator('nav.try-another').getByRole('link');
      await expect.poll(() => others.count()).toBe(3);
      const outside = await page.locator('section.result').evaluate((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('*')]
          .filter((element) => {
            const part = element.getBoundingClientRect();
            return part.width > 0 && (part.left < box.left - 0.5 || part.right > box.right + 0.5);
          })
          .map((element) => `${element.tagName}.${element.className}`);
      });
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the quiz's sticker on the result card", () => {
  // The emoji sits in the card's corner: on a small phone it never covers the heading's words.
  it.each([
    ['/es/tests/relationship', 'es', 50],
    ['/fr/tests/friendship', 'fr', 40],
  ] as const)('%s at 360 px: clear of the heading', async (path, language, total) => {
    const { page, errors, close } = await openPage(browser(), path, {
      viewport: { width: 360, height: 780 },
    });
    try {
      await completeQuiz(page, firstKYes(total, Math.round(total / 2)), {
        texts: quizTexts(language),
      });
      const overlap = await page.locator('.result-hero').evaluate((hero) => {
        const icon = hero.querySelector('.result-icon')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(hero.querySelector('h2')!);
        return [...range.getClientRects()].some(
          (line) =>
            line.left < icon.right &&
            icon.left < line.right &&
            line.top < icon.bottom &&
            icon.top < line.bottom,
        );
      });
      expect(overlap).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('identity and focus', () => {
  it('the home page shows every quiz with its icon, two columns on a phone', async () => {
    const { page, close } = await openPage(browser(), '/', {
      viewport: { width: 390, height: 844 },
    });
    try {
      const cards = page.locator('.quiz-grid .quiz-card');
      expect(await cards.count()).toBe(18);
      const icons = await page.locator('.quiz-grid .quiz-icon').allTextContents();
      expect(icons).toHaveLength(18);
      expect(icons.every((icon) => icon.trim().length > 0)).toBe(true);
      expect(new Set(icons).size).toBe(18);
      const lefts = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(2);
    } finally {
      await close();
    }
  });

  it('a tap on an answer draws no focus ring; the keyboard does', async () => {
    const { page, close } = await openPage(browser(), '/tests/food');
    try {
      const ring = () => yesRadio(page).evaluate((radio) => getComputedStyle(radio).outlineStyle);
      const choiceRing = () =>
        page
          .locator('.choice')
          .first()
          .evaluate((choice) => getComputedStyle(choice).outlineStyle);
      await yesRadio(page).click();
      expect(await ring()).toBe('none');
      expect(await choiceRing()).toBe('none');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
        'yes',
      );
      expect(await ring()).toBe('solid');
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue(
            '-webkit-tap-highlight-color',
          ),
        ),
      ).toBe('rgba(0, 0, 0, 0)');
    } finally {
      await close();
    }
  });
});
