// The site in every language of content/locales/: each page prerendered under its language's
// URL with its own head (lang, title, description, og:locale, hreflang alternates), the language
// switcher, the one-time language suggestion, and accessibility of the Spanish pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { baseURL, openPage, settleAnimations, useBrowser } from './browser';
import { RECORD_LAYOUT_SHIFTS, settledLayoutShift } from './layout-shift';
import {
  alternatesFromHtml,
  expectedAlternates,
  localeString,
  localizedRoutes,
} from './language-helpers';
import { expectNoSeriousAxeViolations } from './quiz-helpers';
import {
  decodeEntities,
  headMetaFromHtml,
  LANGUAGES,
  languagePath,
  SITE_URL,
  UNKNOWN_PATH,
} from './site-helpers';

const browser = useBrowser();
const MOBILE = { viewport: { width: 375, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A Spanish-speaking visitor: Chromium's navigator.languages follows the context's locale. */
const SPANISH_BROWSER = { locale: 'es-ES' };
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  'pt-BR': 'pt_BR',
};

const fetchPage = async (path: string) => {
  const response = await fetch(new URL(path, baseURL()), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};

describe('the raw HTML of every page in every language', () => {
  it('the site has English, German, Spanish, French and Brazilian Portuguese, and no pseudo-locale', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'es', 'fr', 'pt-BR']);
  });

  for (const language of LANGUAGES) {
    for (const route of localizedRoutes(language)) {
      it(`${route.url}: lang="${language}", its own title, description, og:locale and hreflang alternates`, async () => {
        const { status, html } = await fetchPage(route.url);
        expect(status).toBe(route.status);
        expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${language}">`));
        const head = headMetaFromHtml(html);
        expect(head.title).toEqual([route.title]);
        expect(head.description).toEqual([route.description]);
        expect(head['og:title']).toEqual([route.title]);
        expect(head.canonical).toEqual(route.indexable ? [`${SITE_URL}${route.url}`] : []);
        const ogLocale = [...html.matchAll(/<meta property="og:locale" content="([^"]+)">/g)].map(
          (match) => match[1],
        );
        expect(ogLocale).toEqual([OG_LOCALES[language]]);
        // The 404 page is no page of its own, so it has no language versions to point to.
        expect(alternatesFromHtml(html)).toEqual(
          route.status === 404 ? [] : expectedAlternates(LANGUAGES, route.path),
        );
        expect(html).not.toContain('en-XA');
      });
    }
  }

  it('Spanish pages link within /es/, and name the page in each language in the switcher', async () => {
    const { html } = await fetchPage('/es/tests/food');
    const body = html.slice(html.indexOf('<body'));
    const internal = [...body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) =>
      decodeEntities(match[1]!),
    );
    const outside = internal.filter((href) => !href.startsWith('/es/') && href !== '/sitemap.xml');
    // Only the switcher's links to the other languages leave /es/.
    expect(outside).toEqual([
      '/tests/food',
      '/de/tests/food',
      '/fr/tests/food',
      '/pt-BR/tests/food',
    ]);
    // (React writes the hreflang attribute as hrefLang; HTML attribute names ignore case.)
    expect(body).toMatch(/<a href="\/tests\/food" lang="en" hreflang="en">English<\/a>/i);
    expect(body).toMatch(
      /<a href="\/es\/tests\/food" lang="es" hreflang="es" aria-current="true">Español<\/a>/i,
    );
  });

  it("the 404 page's language links lead to each language's home page, before and after hydration", async () => {
    const { status, html } = await fetchPage(`/es${UNKNOWN_PATH}`);
    expect(status).toBe(404);
    expect(html).toMatch(/<a href="\/de\/" lang="de" hreflang="de">Deutsch<\/a>/i);
    const opened = await openPage(browser(), `/es${UNKNOWN_PATH}`, { ...DESKTOP, locale: 'en-US' });
    try {
      await opened.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const links = await switcherLinks(opened.page, 'header');
      expect(links.map((link) => link.href)).toEqual(
        LANGUAGES.map((code) => languagePath(code, '/')),
      );
      // An English browser gets no offer of the page in English: no language has it.
      await opened.page.waitForTimeout(500);
      expect(await opened.page.locator('.language-offer').count()).toBe(0);
    } finally {
      await opened.close();
    }
  });

  it('an unknown path under /es/ gets the Spanish 404 page with status 404', async () => {
    for (const path of [`/es${UNKNOWN_PATH}`, '/es/tests/astrology']) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(404);
      expect(html).toMatch(/<html lang="es">/);
      expect(html).toContain(localeString('es', 'notFound.text'));
    }
  });
});

async function switcherLinks(page: Page, scope: string) {
  return page.locator(`${scope} nav.language-switcher a`).evaluateAll((links) =>
    links.map((link) => ({
      text: link.textContent,
      lang: link.getAttribute('lang'),
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current'),
    })),
  );
}

describe('the language switcher', () => {
  it('links the same page in each language, the current one marked, and remembers the choice', async () => {
    const opened = await openPage(browser(), '/es/tests/food?score=12#top', {
      ...DESKTOP,
      ...SPANISH_BROWSER,
    });
    const { page } = opened;
    try {
      const nav = page.getByRole('navigation', { name: localeString('es', 'language.label') });
      expect(await nav.isVisible()).toBe(true);
      // Once hydrated the query and the anchor come along.
      await page.waitForFunction(() =>
        document
          .querySelector('nav.language-switcher a[lang="en"]')
          ?.getAttribute('href')
          ?.includes('?score=12'),
      );
      expect(await switcherLinks(page, 'header .desktop-nav')).toEqual([
        { text: 'English', lang: 'en', href: '/tests/food?score=12#top', current: null },
        { text: 'Deutsch', lang: 'de', href: '/de/tests/food?score=12#top', current: null },
        { text: 'Español', lang: 'es', href: '/es/tests/food?score=12#top', current: 'true' },
        { text: 'Français', lang: 'fr', href: '/fr/tests/food?score=12#top', current: null },
        {
          text: 'Português (Brasil)',
          lang: 'pt-BR',
          href: '/pt-BR/tests/food?score=12#top',
          current: null,
        },
      ]);
      await nav.getByRole('link', { name: 'English', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/tests/food');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('languageChoice'))).toBe('en');
      // The visitor chose: a Spanish browser gets no suggestion on the English page.
      await page.waitForTimeout(300);
      expect(await page.locator('.language-offer').count()).toBe(0);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('is in the mobile menu too, reachable by keyboard, and keeps the visitor on the same page', async () => {
    const opened = await openPage(browser(), '/contact', { ...MOBILE, locale: 'en-US' });
    const { page } = opened;
    try {
      expect(await page.locator('header .desktop-nav').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await switcherLinks(page, '[role="dialog"]')).toEqual([
        { text: 'English', lang: 'en', href: '/contact', current: 'true' },
        { text: 'Deutsch', lang: 'de', href: '/de/contact', current: null },
        { text: 'Español', lang: 'es', href: '/es/contact', current: null },
        { text: 'Français', lang: 'fr', href: '/fr/contact', current: null },
        { text: 'Português (Brasil)', lang: 'pt-BR', href: '/pt-BR/contact', current: null },
      ]);
      const spanish = dialog.getByRole('link', { name: 'Español', exact: true });
      await spanish.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/es/contact');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.locator('main h1').textContent()).toBe(
        localizedRoutes('es')
          .find((route) => route.path === '/contact')!
          .title.split(' | ')[0],
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('the language suggestion', () => {
  const offer = (page: Page) =>
    page.getByRole('region', { name: localeString('es', 'languageOffer.label') });

  it('offers Spanish once, in Spanish, to a Spanish browser on an English page, without redirecting or moving anything', async () => {
    const opened = await openPage(browser(), '/tests/food', { ...DESKTOP, ...SPANISH_BROWSER });
    const { page } = opened;
    try {
      await page.evaluate(RECORD_LAYOUT_SHIFTS);
      await offer(page).waitFor();
      expect(page.url()).toBe(new URL('/tests/food', baseURL()).href);
      expect(await offer(page).getAttribute('lang')).toBe('es');
      expect(await offer(page).textContent()).toContain(
        localeString('es', 'languageOffer.text').replace('{{language}}', 'español'),
      );
      const accept = offer(page).getByRole('link', {
        name: localeString('es', 'languageOffer.accept').replace('{{language}}', 'español'),
      });
      expect(await accept.getAttribute('href')).toBe('/es/tests/food');
      await settleAnimations(page);
      const shift = await settledLayoutShift(page);
      expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBe(0);
      await expectNoSeriousAxeViolations(page, '/tests/food with the language suggestion');

      await offer(page)
        .getByRole('button', { name: localeString('es', 'languageOffer.dismiss') })
        .click();
      expect(await offer(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('languageChoice'))).toBe('dismissed');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.waitForTimeout(500);
      expect(await offer(page).count()).toBe(0);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("downloads the suggestion's own few strings in Spanish, not the Spanish pages' strings or content", async () => {
    const manifest = JSON.parse(readFileSync('dist/client-manifest.json', 'utf8')) as Manifest;
    const spanishFiles = new Set(
      Object.entries(manifest).flatMap(([source, chunk]) =>
        /^shared\/generated\/(locales|content)\/es\//.test(source) ? [`/${chunk.file}`] : [],
      ),
    );
    const context = await browser().newContext({
      ...DESKTOP,
      ...SPANISH_BROWSER,
      baseURL: baseURL(),
    });
    const page = await context.newPage();
    const spanishScripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (spanishFiles.has(path)) spanishScripts.push(path);
    });
    try {
      await page.goto('/tests/food');
      await offer(page).waitFor();
      const bytes = spanishScripts.reduce(
        (sum, path) => sum + gzipSync(readFileSync(join('dist/client', path)), { level: 9 }).length,
        0,
      );
      // The Spanish interface strings alone are over 3 KB.
      expect(bytes, spanishScripts.join(', ')).toBeLessThan(512);
    } finally {
      await context.close();
    }
  });

  it('taking the offer opens the Spanish page, and the suggestion does not come back', async () => {
    const opened = await openPage(browser(), '/privacy', { ...MOBILE, ...SPANISH_BROWSER });
    const { page } = opened;
    try {
      await offer(page).waitFor();
      await offer(page).getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/es/privacy');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.evaluate(() => localStorage.getItem('languageChoice'))).toBe('es');
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.waitForTimeout(500);
      expect(await page.locator('.language-offer').count()).toBe(0);
      expect(page.url()).toBe(new URL('/', baseURL()).href);
    } finally {
      await opened.close();
    }
  });

  it('offers English, in English, to an English browser on a Spanish page; nothing when the page is already in the preferred language', async () => {
    const english = await openPage(browser(), '/es/', { locale: 'en-US' });
    try {
      const region = english.page.getByRole('region', {
        name: localeString('en', 'languageOffer.label'),
      });
      await region.waitFor();
      expect(await region.getAttribute('lang')).toBe('en');
      expect(await region.getByRole('link').getAttribute('href')).toBe('/');
    } finally {
      await english.close();
    }
    const spanish = await openPage(browser(), '/es/', SPANISH_BROWSER);
    try {
      await spanish.page.waitForTimeout(500);
      expect(await spanish.page.locator('.language-offer').count()).toBe(0);
    } finally {
      await spanish.close();
    }
  });
});

describe('Spanish pages are accessible', () => {
  for (const path of [
    '/es/',
    '/es/test',
    '/es/tests/food',
    '/es/results',
    '/es/privacy',
    '/es/contact',
    `/es${UNKNOWN_PATH}`,
  ]) {
    it(`${path} has no serious axe violation`, async () => {
      const opened = await openPage(browser(), path, SPANISH_BROWSER);
      try {
        await expectNoSeriousAxeViolations(opened.page, path);
        expect(opened.errors.filter((error) => !/404/.test(error))).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }

  it('the Spanish mobile menu, with its language switcher, has no serious axe violation', async () => {
    const opened = await openPage(browser(), '/es/tests/food', { ...MOBILE, ...SPANISH_BROWSER });
    try {
      await opened.page.getByRole('button', { name: localeString('es', 'nav.openMenu') }).click();
      await opened.page.getByRole('dialog').waitFor();
      await expectNoSeriousAxeViolations(opened.page, '/es/tests/food, mobile menu');
    } finally {
      await opened.close();
    }
  });
});
