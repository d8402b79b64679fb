// A result's one primary Share action and the confirmation of every copy: "Share" opens the phone's
// share sheet (with the score's story image where files can be shared) or, elsewhere, the list of
// networks and copy options; every copy says so in the site's toast, which screen readers
// announce, one toast at a time, and a refused clipboard says what to copy by hand.
import { describe, expect, it } from 'vitest';
import { baseURL, openPage, useBrowser } from './browser';
import { localeString, quizTexts } from './language-helpers';
import { completeQuiz, fill, firstKYes, quizFile, toastRegion } from './quiz-helpers';
import { expectCopyConfirmed, openShareOptions, toastTexts } from './share-helpers';
import { pngSize } from '../png-header';

const browser = useBrowser();
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
const YES = 19;
const TOTAL = quizFile('food').questions.length;

describe('copy confirmations', () => {
  it.each(['en', 'es'])(
    '%s: every copy on a result shows its confirmation in the toast, one at a time',
    async (language) => {
      const prefix = language === 'en' ? '' : `/${language}`;
      const opened = await openPage(browser(), `${prefix}/tests/food`, CLIPBOARD);
      const { page } = opened;
      try {
        await completeQuiz(page, firstKYes(TOTAL, YES), { texts: quizTexts(language) });
        const result = page.locator('section.result');
        await openShareOptions(result, language);
        const scoreLink = `${baseURL()}${prefix}/tests/food?score=${YES}`;
        const button = (key: string) =>
          result.getByRole('button', { name: localeString(language, key), exact: true });
        const copies = [
          { key: 'share.copyLink', alert: 'share.linkCopied', clipboard: scoreLink },
          { key: 'share.instagram', alert: 'share.instagramCopied', clipboard: scoreLink },
          { key: 'share.tiktok', alert: 'share.tiktokCopied', clipboard: scoreLink },
        ];
        for (const copy of copies) {
          await page.evaluate(() => navigator.clipboard.writeText(''));
          await expectCopyConfirmed(
            page,
            button(copy.key),
            localeString(language, copy.alert),
            language,
          );
          expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
            copy.clipboard,
          );
        }
        if (language === 'en') {
          // The spec's exact words.
          expect(localeString('en', 'share.linkCopied')).toBe('Link copied to clipboard!');
          expect(localeString('en', 'share.instagramCopied')).toBe(
            'Text copied to clipboard! You can now paste it in your Instagram story or post.',
          );
          expect(localeString('en', 'share.tiktokCopied')).toBe(
            'Text copied to clipboard! You can now paste it in your TikTok video description.',
          );
        }
        // The live region that announces them is on the page from the start.
        expect(await page.locator('.toast-region [aria-live="polite"]').count()).toBe(1);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it('a refused clipboard says so and shows what to copy by hand', async () => {
    const refuse = `Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });`;
    const opened = await openPage(browser(), '/tests/food', { initScript: refuse });
    const { page } = opened;
    try {
      await completeQuiz(page, firstKYes(TOTAL, YES));
      const result = page.locator('section.result');
      await openShareOptions(result);
      await result.getByRole('button', { name: 'Copy link', exact: true }).click();
      const scoreLink = `${baseURL()}/tests/food?score=${YES}`;
      const alert = toastRegion(page).getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        fill(localeString('en', 'share.copyFailed'), { text: scoreLink }),
      );
      expect(await toastTexts(page)).toHaveLength(1);
    } finally {
      await opened.close();
    }
  });
});

describe('the Share action', () => {
  it('without a share sheet, "Share" opens the networks and copy options, and closes them again', async () => {
    const opened = await openPage(browser(), '/tests/food', CLIPBOARD);
    const { page } = opened;
    try {
      await completeQuiz(page, firstKYes(TOTAL, YES));
      const result = page.locator('section.result');
      const share = result.getByRole('button', { name: 'Share', exact: true });
      const facebook = result.getByRole('button', { name: 'Share on Facebook', exact: true });
      await expect.poll(() => share.getAttribute('aria-expanded')).toBe('false');
      expect(await facebook.isVisible()).toBe(false);
      await share.click();
      expect(await share.getAttribute('aria-expanded')).toBe('true');
      for (const name of [
        'Share on Facebook',
        'Share on X (Twitter)',
        'Share on WhatsApp',
        'Share by email',
        'Copy link',
        'Copy text for Instagram',
        'Copy text for TikTok',
      ]) {
        expect(await result.getByRole('button', { name, exact: true }).isVisible(), name).toBe(
          true,
        );
      }
      const save = result.getByRole('link', { name: 'Save image', exact: true });
      expect(await save.getAttribute('href')).toBe(`/og/en/food/${YES}-story.png`);
      expect(await save.getAttribute('download')).toBe(`food-${YES}.png`);
      // By keyboard: the button toggles with Enter and keeps focus.
      await share.focus();
      await page.keyboard.press('Enter');
      expect(await share.getAttribute('aria-expanded')).toBe('false');
      expect(await facebook.isVisible()).toBe(false);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  // A phone's Web Share API, recording what it is given; `files` says whether it takes files.
  const phoneShare = (files: boolean) => `(() => {
    window.__shared = [];
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data) => ${files} && !!data && Array.isArray(data.files) && data.files.every((f) => f.type === 'image/png') });
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data) => {
      const files = await Promise.all((data.files ?? []).map(async (f) => ({ name: f.name, type: f.type, bytes: Array.from(new Uint8Array(await f.arrayBuffer())) })));
      window.__shared.push({ text: data.text ?? null, url: data.url ?? null, files });
    } });
  })()`;
  type Shared = {
    text: string | null;
    url: string | null;
    files: { name: string; type: string; bytes: number[] }[];
  };
  const shareText = fill(quizFile('food').shareText, { score: YES, total: TOTAL });
  const scoreLink = `${baseURL()}/tests/food?score=${YES}`;

  it('where files can be shared, "Share" sends the 1080x1920 story image with the text and link', async () => {
    const opened = await openPage(browser(), '/tests/food', { initScript: phoneShare(true) });
    const { page } = opened;
    try {
      await completeQuiz(page, firstKYes(TOTAL, YES));
      const result = page.locator('section.result');
      await result.getByRole('button', { name: 'Share', exact: true }).click();
      const shared = () =>
        page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);
      await expect.poll(async () => (await shared()).length).toBe(1);
      const [sent] = await shared();
      expect(sent.text).toBe(`${shareText} ${scoreLink}`);
      expect(sent.url).toBeNull();
      expect(sent.files.map(({ name, type }) => ({ name, type }))).toEqual([
        { name: `food-${YES}.png`, type: 'image/png' },
      ]);
      expect(pngSize(Buffer.from(sent.files[0].bytes))).toEqual({ width: 1080, height: 1920 });
      // The other ways stay reachable.
      await openShareOptions(result);
      expect(
        await result.getByRole('button', { name: 'Share on WhatsApp', exact: true }).isVisible(),
      ).toBe(true);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('where only links can be shared, "Share" sends the score link and text', async () => {
    const opened = await openPage(browser(), '/tests/food', { initScript: phoneShare(false) });
    const { page } = opened;
    try {
      await completeQuiz(page, firstKYes(TOTAL, YES));
      const result = page.locator('section.result');
      await result.getByRole('button', { name: 'Share', exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared))
        .toEqual([{ text: shareText, url: scoreLink, files: [] }]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
