// Installing the site: every page's raw HTML links the web app manifest and the Apple touch icon
// and has a theme colour per colour scheme; the manifest is served with its type and names icons
// that are PNGs of the sizes it says; the tags stay after hydration. Also the built share cards.
import { describe, expect, it } from 'vitest';
import { pngSize } from '../png-header';
import { baseURL, openPage, useBrowser } from './browser';
import { attributes, catalog, ROUTES } from './site-helpers';

const browser = useBrowser();

const get = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL()), init);

/** The head's tags that make a page installable, read from raw HTML. */
function installTags(html: string) {
  const tags = [...html.slice(0, html.indexOf('</head>')).matchAll(/<(?:meta|link)\b[^>]*>/g)].map(
    (match) => attributes(match[0]),
  );
  return {
    manifest: tags.filter((tag) => tag.rel === 'manifest').map((tag) => tag.href),
    touchIcon: tags.filter((tag) => tag.rel === 'apple-touch-icon').map((tag) => tag.href),
    themeColors: tags
      .filter((tag) => tag.name === 'theme-color')
      .map((tag) => [tag.media, tag.content]),
  };
}

async function expectPng(path: string, width: number, height: number) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('image/png');
  expect(pngSize(Buffer.from(await response.arrayBuffer())), path).toEqual({ width, height });
}

describe('installable', () => {
  it.each(ROUTES.map((route) => [route.path] as const))(
    '%s links the manifest and touch icon and has a theme colour per scheme',
    async (path) => {
      const tags = installTags(await (await get(path)).text());
      expect(tags.manifest).toEqual(['/manifest.webmanifest']);
      expect(tags.touchIcon).toEqual(['/apple-touch-icon.png']);
      expect(tags.themeColors).toEqual([
        ['(prefers-color-scheme: light)', expect.stringMatching(/^#[0-9a-f]{6}$/)],
        ['(prefers-color-scheme: dark)', expect.stringMatching(/^#[0-9a-f]{6}$/)],
      ]);
      expect(tags.themeColors[0]![1]).not.toBe(tags.themeColors[1]![1]);
    },
  );

  it('serves the manifest as application/manifest+json, with icons of the sizes it names', async () => {
    const html = await (await get('/')).text();
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Purity Test',
      short_name: 'Purity Test',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toBe(installTags(html).themeColors[0]![1]);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      await expectPng(icon.src, width!, height!);
    }
    await expectPng('/apple-touch-icon.png', 180, 180);
  });

  it('keeps the tags after hydration and a client-side navigation', async () => {
    const { page, errors, close } = await openPage(browser(), '/privacy');
    try {
      await page.locator('header nav').getByRole('link', { name: 'Contact', exact: true }).click();
      await page.waitForURL('**/contact');
      const live = await page.evaluate(() => ({
        manifest: document.querySelectorAll('link[rel="manifest"]').length,
        touchIcon: document.querySelectorAll('link[rel="apple-touch-icon"]').length,
        themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
          meta.getAttribute('media'),
        ),
      }));
      expect(live).toEqual({
        manifest: 1,
        touchIcon: 1,
        themeColors: ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'],
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('share cards in the built site', () => {
  const quizzes = [catalog.main, ...catalog.themed];

  it("has each quiz's card, the site's card and the lowest and highest score card as 1200x630 PNGs", async () => {
    await expectPng('/og/en/default.png', 1200, 630);
    for (const { slug, questionCount } of quizzes) {
      await expectPng(`/og/en/${slug}.png`, 1200, 630);
      await expectPng(`/og/en/${slug}/0.png`, 1200, 630);
      await expectPng(`/og/en/${slug}/${questionCount}.png`, 1200, 630);
    }
  });

  it('has a card for every score of every quiz and none past the total', async () => {
    for (const { slug, questionCount } of quizzes) {
      const statuses = await Promise.all(
        Array.from(
          { length: questionCount + 2 },
          async (_, score) => (await get(`/og/en/${slug}/${score}.png`, { method: 'HEAD' })).status,
        ),
      );
      expect(statuses, slug).toEqual([...Array(questionCount + 1).fill(200), 404]);
    }
  });
});
