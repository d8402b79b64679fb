// Every route's head (title, description, canonical, Open Graph, Twitter, robots), h1 and
// modulepreload links in the raw HTML and after hydration, the 404 status, the Open Graph images,
// sitemap.xml and robots.txt, and that Vite's manifest is not published.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, openPage, useBrowser } from './browser';
import { RECORD_LAYOUT_SHIFTS, settledLayoutShift } from './layout-shift';
import {
  expectedHead,
  headMetaFromHtml,
  headMetaFromPage,
  htmlText,
  LANGUAGES,
  languagePath,
  locale,
  ROUTES,
  SITE_URL,
  squash,
  UNKNOWN_PATH,
  type HeadMeta,
} from './site-helpers';

const browser = useBrowser();

const fetchText = async (path: string) => {
  const response = await fetch(new URL(path, baseURL()));
  return { response, text: await response.text() };
};

/**
 * Console errors, minus Chromium's own "Failed to load resource: ... 404" line for a 404 document
 * itself; every subresource must still have loaded (checked through the Resource Timing entries).
 */
async function pageErrors(page: Page, errors: string[], status: number): Promise<string[]> {
  const failed = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseStatus >= 400)
      .map((entry) => entry.name),
  );
  expect(failed).toEqual([]);
  if (status !== 404) return errors;
  const documentMessage = errors.findIndex((error) =>
    /^Failed to load resource: the server responded with a status of 404/.test(error),
  );
  expect(documentMessage, 'the 404 document itself is reported once').toBeGreaterThanOrEqual(0);
  return errors.filter((_, index) => index !== documentMessage);
}

function checkHead(meta: HeadMeta, route: (typeof ROUTES)[number]) {
  const { 'og:image': ogImage, 'twitter:image': twitterImage, ...rest } = meta;
  expect(rest).toEqual(expectedHead(route));
  expect(ogImage).toHaveLength(1);
  expect(ogImage[0]).toMatch(new RegExp(`^${SITE_URL.replace(/[.]/g, '\\.')}/.+\\.png$`));
  expect(twitterImage).toEqual(ogImage);
}

describe('raw HTML (no JavaScript)', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s has its head tags and content in the HTML',
    async (_path, route) => {
      const { response, text } = await fetchText(route.path);
      expect(response.status).toBe(route.status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      checkHead(headMetaFromHtml(text), route);
      const body = htmlText(text);
      for (const expected of route.htmlTexts) expect(body).toContain(squash(expected));
      const headings = [...text.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
        squash(htmlText(`<body>${match[1]}`)),
      );
      expect(headings).toEqual([route.h1]);
    },
  );

  it.each(ROUTES.map((route) => [route.path] as const))(
    '%s has one script, the app loader in its head, naming each chunk once',
    async (path) => {
      const { text } = await fetchText(path);
      const head = text.slice(0, text.indexOf('</head>'));
      expect(text.match(/<script\b/g)).toHaveLength(1);
      expect(text).not.toContain('rel="modulepreload"');
      const loader = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(head);
      expect(loader).not.toBeNull();
      const chunks = [loader![1]!, ...loader![2]!.split(' ')];
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks) expect(chunk).toMatch(/^\/assets\/[\w-]+\.js$/);
      expect(chunks.filter((url, index) => chunks.indexOf(url) !== index)).toEqual([]);
    },
  );

  it('/results is noindex and its header is there before the stored result', async () => {
    const { text } = await fetchText('/results');
    expect(headMetaFromHtml(text).robots).toEqual(['noindex']);
    expect(text).toMatch(
      /<div class="[^"]*results-checking[^"]*"[^>]*><header class="page-header"><h1>/,
    );
  });

  it('titles are unique across routes', async () => {
    const titles = await Promise.all(
      ROUTES.map(async (route) => headMetaFromHtml((await fetchText(route.path)).text).title[0]),
    );
    expect(new Set(titles).size).toBe(ROUTES.length);
  });

  it('every Open Graph image resolves to a PNG', async () => {
    const images = new Set<string>();
    for (const route of ROUTES)
      images.add(headMetaFromHtml((await fetchText(route.path)).text)['og:image'][0]!);
    for (const image of images) {
      const response = await fetch(new URL(new URL(image).pathname, baseURL()));
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 8)], image).toEqual([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
      ]);
    }
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    for (const path of [UNKNOWN_PATH, '/tests/not-a-quiz', '/privacy/extra']) {
      const { response, text } = await fetchText(path);
      expect(response.status, path).toBe(404);
      const body = htmlText(text);
      expect(body).toContain('404');
      expect(body).toContain('Page Not Found');
    }
  });
});

describe('after hydration', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s keeps the same head and shows its page without console errors',
    async (_path, route) => {
      const { page, errors, close } = await openPage(browser(), route.path);
      try {
        await expect
          .poll(() =>
            page
              .locator('main h1')
              .first()
              .textContent()
              .then((t) => squash(t ?? '')),
          )
          .toBe(route.h1);
        checkHead(await headMetaFromPage(page), route);
        expect(await pageErrors(page, errors, route.status)).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('the not-found screen shows "404" and "Page Not Found" in the browser', async () => {
    const { page, errors, close } = await openPage(browser(), UNKNOWN_PATH);
    try {
      await expect.poll(() => page.locator('main').innerText()).toContain('404');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page Not Found');
      expect(await pageErrors(page, errors, 404)).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    [
      'a stored result',
      { score: 42, total: 100, answers: Array(100).fill('no'), saved: null, saveError: null },
      locale.results.mainHeading,
    ],
    ['no stored result', null, locale.resultsPage.noResultsTitle],
  ])(
    '/results with %s shows it below the prerendered header without moving anything on screen',
    async (_label, outcome, h2) => {
      const initScript =
        RECORD_LAYOUT_SHIFTS +
        ';' +
        (outcome
          ? `sessionStorage.setItem('purityTestResult', ${JSON.stringify(JSON.stringify(outcome))});`
          : '');
      const { page, errors, close } = await openPage(browser(), '/results', { initScript });
      try {
        await expect.poll(() => page.locator('main h2').first().textContent()).toBe(h2);
        expect(await page.locator('main h1').allTextContents()).toEqual([
          locale.resultsPage.pageTitle,
        ]);
        const shift = await settledLayoutShift(page);
        expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('client-side navigation updates the head to the new route', async () => {
    const { page, errors, close } = await openPage(browser(), '/privacy');
    try {
      const contact = ROUTES.find((route) => route.path === '/contact')!;
      await page
        .locator('header nav[aria-label="Main"]')
        .getByRole('link', { name: 'Contact', exact: true })
        .click();
      await page.waitForURL('**/contact');
      await expect.poll(() => page.title()).toBe(contact.title);
      checkHead(await headMetaFromPage(page), contact);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('sitemap.xml lists the canonical URL of every indexable page in every language, with its alternates', async () => {
    const { response, text } = await fetchText('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(text).toMatch(/^<\?xml /);
    expect(text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const canonical = (route: (typeof ROUTES)[number]) => route.canonical !== null;
    const wanted = LANGUAGES.flatMap((language) =>
      ROUTES.filter(canonical).map((route) => `${SITE_URL}${languagePath(language, route.path)}`),
    );
    expect(locs).toEqual(expect.arrayContaining(wanted));
    // A page the spec does not list (one an editor added) is there too: every entry is a page of
    // the site whose canonical link is that entry, and no page without one (results, 404) is listed.
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const page = await fetchText(loc.replace(SITE_URL, ''));
      expect(page.response.status, loc).toBe(200);
      expect(headMetaFromHtml(page.text).canonical, loc).toEqual([loc]);
    }
    for (const entry of text.split('<url>').slice(1)) {
      const alternates = [
        ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ].map((match) => match[1]);
      expect(alternates).toEqual([...LANGUAGES, 'x-default']);
    }
    expect(text).not.toContain('en-XA');
  });

  it('robots.txt points to the sitemap and lets crawlers fetch the noindex pages', async () => {
    const { response, text } = await fetchText('/robots.txt');
    expect(response.status).toBe(200);
    expect(text).toMatch(
      new RegExp(`^Sitemap: ${SITE_URL.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'),
    );
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).not.toMatch(/^Disallow: \/results/m);
  });

  it("Vite's manifest is not published", async () => {
    for (const path of ['/.vite/manifest.json', '/client-manifest.json', '/manifest.json']) {
      expect((await fetchText(path)).response.status, path).toBe(404);
    }
  });
});
