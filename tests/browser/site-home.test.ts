// The home page: hero, stat tiles, related-test grid, guide sections, and the intro's share buttons.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, baseURL } from './browser';
import { expectCopyConfirmed } from './share-helpers';
import { homeContent, locale, quiz, squash, THEMED_SLUGS } from './site-helpers';

const browser = useBrowser();

describe('home page content', () => {
  it('shows the hero with title, subtitle and "Start the Test"', async () => {
    const { page, errors, close } = await openPage(browser(), '/');
    try {
      expect(squash(await page.getByRole('heading', { level: 1 }).innerText())).toBe(
        homeContent.hero.title,
      );
      expect(
        await page.getByText(squash(homeContent.hero.subtitle), { exact: true }).isVisible(),
      ).toBe(true);
      const start = page.getByRole('button', { name: 'Start the Test', exact: true });
      expect(await start.isVisible()).toBe(true);
      await start.click();
      await expect
        .poll(() => page.getByText('Question 1 of 100', { exact: true }).isVisible())
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the four stat tiles', async () => {
    const { page, close } = await openPage(browser(), '/');
    try {
      const tiles = await page
        .locator('main li')
        .evaluateAll((items) =>
          items
            .map((item) =>
              [...item.children].map((child) => (child as HTMLElement).innerText.trim()),
            )
            .filter((parts) => parts.length === 2),
        );
      const expected = [
        ['2.5M+', 'Tests Taken'],
        ['100', 'Questions'],
        ['0-100', 'Score Range'],
        ['18', 'Related Tests'],
      ];
      expect(tiles.slice(0, 4)).toEqual(expected);
      for (const [value, label] of expected) {
        expect(await page.getByText(label!, { exact: true }).first().isVisible()).toBe(true);
        expect(await page.getByText(value!, { exact: true }).first().isVisible()).toBe(true);
      }
    } finally {
      await close();
    }
  });

  it('has a grid of 18 cards linking every themed quiz', async () => {
    const { page, close } = await openPage(browser(), '/');
    try {
      const grid = page.getByRole('list', { name: 'Related Tests' });
      const cards = grid.getByRole('link');
      expect(await cards.count()).toBe(18);
      const hrefs = await cards.evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute('href')),
      );
      expect(new Set(hrefs)).toEqual(new Set(THEMED_SLUGS.map((slug) => `/tests/${slug}`)));
      for (const slug of THEMED_SLUGS) {
        const card = grid.locator(`a[href="/tests/${slug}"]`);
        expect(await card.isVisible()).toBe(true);
        expect(await card.innerText()).toContain(
          quiz(slug)
            .title.replace(/ - .*$/, '')
            .split(' ')[0],
        );
      }
      // A card really navigates.
      await grid.locator('a[href="/tests/food"]').click();
      await page.waitForURL((url) => url.pathname === '/tests/food');
      await expect.poll(() => page.locator('main h1').textContent()).toBe(quiz('food').title);
    } finally {
      await close();
    }
  });

  it('has the guide sections, with ids about, how-to-take and terms, covering the seven topics', async () => {
    const { page, close } = await openPage(browser(), '/');
    try {
      for (const id of ['about', 'how-to-take', 'terms'])
        expect(await page.locator(`main #${id}`).count(), id).toBe(1);
      const headings = (await page.locator('main section h2, main section h3').allInnerTexts()).map(
        squash,
      );
      const topics: [string, RegExp][] = [
        ['origins', /origin/i],
        ['how it works', /how (it works|to take)/i],
        ['score ranges', /score ranges/i],
        ['what the score means', /score means/i],
        ['why take it', /why take/i],
        ['modern culture', /modern culture/i],
        ['tips', /tips/i],
      ];
      for (const [topic, pattern] of topics)
        expect(
          headings.some((h) => pattern.test(h)),
          `${topic} in ${JSON.stringify(headings)}`,
        ).toBe(true);
      expect(squash(await page.locator('#terms h2, #terms h3').first().innerText())).toBe(
        'Terms of Use',
      );
      expect(squash(await page.locator('#about').innerText()).length).toBeGreaterThan(200);
    } finally {
      await close();
    }
  });
});

describe('sharing from the home intro', () => {
  // A shared link opens the site the visitor is on.
  const SHARE_URL = `${baseURL()}/`;
  const SHARE_TEXT = locale.home.shareText;
  const STUB_OPEN = `(() => {
    window.__opened = [];
    window.open = (url, target, features) => { window.__opened.push({ url: String(url), target: target ?? null, features: features ?? '' }); return null; };
  })()`;

  async function openHome(options = {}) {
    const opened = await openPage(browser(), '/', { initScript: STUB_OPEN, ...options });
    const dialogs: string[] = [];
    opened.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    // The share row under "Share the Purity Test".
    const row = opened.page
      .locator('main section', {
        has: opened.page.getByRole('heading', { name: 'Share the Purity Test' }),
      })
      .last();
    return { ...opened, dialogs, row };
  }
  const opened = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __opened: { url: string; features: string }[] }).__opened,
    );
  const shares = (page: Page) =>
    page.evaluate(
      () =>
        (window.dataLayer ?? []).filter((entry) => entry.event === 'share') as {
          method: string;
          content_type: string;
        }[],
    );

  const NETWORKS: { name: RegExp; host: RegExp; method: RegExp }[] = [
    { name: /facebook/i, host: /^https:\/\/(www\.)?facebook\.com\/sharer/, method: /facebook/i },
    {
      name: /^share on x\b|twitter/i,
      host: /^https:\/\/(twitter|x)\.com\/intent\//,
      method: /twitter|^x$/i,
    },
    {
      name: /whatsapp/i,
      host: /^https:\/\/(api\.whatsapp\.com|wa\.me|web\.whatsapp\.com)\//,
      method: /whatsapp/i,
    },
    { name: /email|e-mail|mail/i, host: /^mailto:/, method: /mail/i },
  ];

  it('Facebook, X, WhatsApp and Email open a 600x400 share popup with the link and text', async () => {
    const { page, errors, close, row } = await openHome();
    try {
      for (const [index, network] of NETWORKS.entries()) {
        await row.getByRole('button', { name: network.name }).click();
        // The share row's code is a lazy chunk: a click before it arrives is replayed once it has.
        await expect
          .poll(async () => (await opened(page)).length, { timeout: 10_000 })
          .toBe(index + 1);
        const call = (await opened(page))[index]!;
        expect(call.url, String(network.name)).toMatch(network.host);
        const values = [...new URL(call.url).searchParams.values()];
        expect(
          values.some((value) => value.includes(SHARE_URL)),
          `${call.url} carries the link`,
        ).toBe(true);
        expect(
          values.some((value) => value.includes(SHARE_TEXT)),
          `${call.url} carries the text`,
        ).toBe(true);
        const features = call.features.split(',').map((part) => part.trim());
        expect(features).toContain('width=600');
        expect(features).toContain('height=400');
        const events = await shares(page);
        expect(events).toHaveLength(index + 1);
        expect(events[index]!.method).toMatch(network.method);
        expect(typeof events[index]!.content_type).toBe('string');
        expect(events[index]!.content_type.length).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Copy link, Instagram and TikTok copy to the clipboard and confirm with the exact alerts', async () => {
    const { page, errors, close, row } = await openHome({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      const cases = [
        {
          name: /copy link/i,
          alert: 'Link copied to clipboard!',
          copied: (text: string) => expect(text).toBe(SHARE_URL),
          method: /link/i,
        },
        {
          name: /instagram/i,
          alert: 'Text copied to clipboard! You can now paste it in your Instagram story or post.',
          copied: (text: string) => {
            expect(text).toContain(SHARE_TEXT);
            expect(text).toContain(SHARE_URL);
          },
          method: /instagram/i,
        },
        {
          name: /tiktok/i,
          alert: 'Text copied to clipboard! You can now paste it in your TikTok video description.',
          copied: (text: string) => {
            expect(text).toContain(SHARE_TEXT);
            expect(text).toContain(SHARE_URL);
          },
          method: /tiktok/i,
        },
      ];
      for (const [index, item] of cases.entries()) {
        await page.evaluate(() => navigator.clipboard.writeText(''));
        // As above: a click before the share row's chunk arrives is replayed once it has.
        await expectCopyConfirmed(page, row.getByRole('button', { name: item.name }), item.alert);
        item.copied(await clipboard());
        const events = await shares(page);
        expect(events).toHaveLength(index + 1);
        expect(events[index]!.method).toMatch(item.method);
        expect(events[index]!.content_type.length).toBeGreaterThan(0);
      }
      expect(await opened(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
