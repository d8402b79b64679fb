// The site's languages as URLs, head tags, sitemap entries and the language suggestion: English at
// the root, every other language of content/locales/ under its code, the pseudo-locale nowhere.
import { describe, expect, it } from 'vitest';
import { languageDetails as detailsOf } from '../../scripts/content/emit.js';
import { sitemapXml } from '../../scripts/build/sitemap.js';
import {
  hasLanguageChoice,
  LANGUAGE_CHOICE_KEY,
  rememberLanguageChoice,
} from '../../src/browser/language-choice';
import { suggestedLanguage } from '../../src/browser/language-suggestion';
import { siteLanguages } from '../../shared/generated/catalog';
import { languageDetails } from '../../shared/generated/language-details';
import { siteSettings } from '../../shared/generated/site-settings';
import {
  languageAlternates,
  languageOfPath,
  localizedPath,
  notFoundFile,
  routerBasename,
} from '../../shared/route-paths';
import { MemoryStorage } from './helpers/memory-storage';

const SITE = siteSettings.siteUrl;

describe('language URLs', () => {
  it('keeps English at the root and puts Spanish under /es/, with the English slugs', () => {
    expect(localizedPath('en', '/tests/food')).toBe('/tests/food');
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('es', '/tests/food')).toBe('/es/tests/food');
    expect(localizedPath('es', '/')).toBe('/es/');
  });

  it('reads the language of a path from its first segment, and only a site language counts', () => {
    expect(languageOfPath('/es/tests/food')).toBe('es');
    expect(languageOfPath('/es/')).toBe('es');
    expect(languageOfPath('/es')).toBe('es');
    for (const path of ['/', '/tests/food', '/en/test', '/en-XA/test', '/estonia', '/it/test'])
      expect(languageOfPath(path), path).toBe('en');
  });

  it("roots each language's router and 404 page in its folder", () => {
    expect(routerBasename('en')).toBe('/');
    expect(routerBasename('es')).toBe('/es/');
    expect(notFoundFile('en')).toBe('404.html');
    expect(notFoundFile('es')).toBe('es/404.html');
  });

  it('lists every site language and x-default (English) as alternates, never the pseudo-locale', () => {
    expect(siteLanguages).toEqual(['en', 'de', 'es', 'fr', 'pt-BR']);
    expect(languageAlternates('/contact')).toEqual([
      { hreflang: 'en', path: '/contact' },
      { hreflang: 'de', path: '/de/contact' },
      { hreflang: 'es', path: '/es/contact' },
      { hreflang: 'fr', path: '/fr/contact' },
      { hreflang: 'pt-BR', path: '/pt-BR/contact' },
      { hreflang: 'x-default', path: '/contact' },
    ]);
  });
});

describe('language details from the language code', () => {
  it("names each language in itself and derives its og:locale from CLDR's likeliest region", () => {
    expect(languageDetails).toEqual({
      en: { name: 'English', ogLocale: 'en_US' },
      de: { name: 'Deutsch', ogLocale: 'de_DE' },
      es: { name: 'Español', ogLocale: 'es_ES' },
      fr: { name: 'Français', ogLocale: 'fr_FR' },
      'pt-BR': { name: 'Português (Brasil)', ogLocale: 'pt_BR' },
    });
    expect(detailsOf('fr')).toEqual({ name: 'Français', ogLocale: 'fr_FR' });
    expect(detailsOf('pt-BR')).toEqual({ name: 'Português (Brasil)', ogLocale: 'pt_BR' });
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(['/', '/tests/food'], '2025-01-31');

  it('lists each page once per language, each with the alternates of every language and x-default', () => {
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      ['/', '/tests/food'].flatMap((path) =>
        siteLanguages.map((language) => `${SITE}${language === 'en' ? '' : `/${language}`}${path}`),
      ),
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml.slice(
      xml.indexOf(`<loc>${SITE}/es/tests/food</loc>`),
      xml.indexOf('</url>', xml.indexOf(`<loc>${SITE}/es/tests/food</loc>`)),
    );
    expect(entry).toContain('<lastmod>2025-01-31</lastmod>');
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/tests/food"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/tests/food"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/tests/food"/>`,
    );
    expect(xml).not.toContain('en-XA');
  });
});

describe('suggestedLanguage', () => {
  const site = ['en', 'es'] as const;

  it("suggests the browser's first language the site has, when the page is in another one", () => {
    expect(suggestedLanguage(['es-MX', 'en'], 'en', site)).toBe('es');
    expect(suggestedLanguage(['es'], 'en', site)).toBe('es');
    expect(suggestedLanguage(['de', 'en-GB', 'es'], 'es', site)).toBe('en');
  });

  it("suggests nothing when the first language the site has is the page's, or when the site has none of them", () => {
    expect(suggestedLanguage(['en-US', 'es'], 'en', site)).toBeNull();
    expect(suggestedLanguage(['ES-es'], 'es', site)).toBeNull();
    expect(suggestedLanguage(['it', 'nl'], 'en', site)).toBeNull();
    expect(suggestedLanguage([], 'es', site)).toBeNull();
  });

  it('prefers an exact regional match over a language match', () => {
    expect(suggestedLanguage(['pt-BR'], 'en', ['en', 'pt', 'pt-BR'] as never)).toBe('pt-BR');
    expect(suggestedLanguage(['pt-PT'], 'en', ['en', 'pt-BR'] as never)).toBe('pt-BR');
  });
});

describe('the remembered language choice', () => {
  it('remembers a chosen language or a dismissal, either of which ends the suggestion', () => {
    const storage = new MemoryStorage();
    expect(hasLanguageChoice(storage)).toBe(false);
    rememberLanguageChoice('es', storage);
    expect(storage.getItem(LANGUAGE_CHOICE_KEY)).toBe('es');
    expect(hasLanguageChoice(storage)).toBe(true);
    rememberLanguageChoice('dismissed', storage);
    expect(storage.getItem(LANGUAGE_CHOICE_KEY)).toBe('dismissed');
  });

  it('never throws when storage is blocked', () => {
    const deny = (): never => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const blocked = Object.assign(new MemoryStorage(), { getItem: deny, setItem: deny });
    expect(() => rememberLanguageChoice('es', blocked)).not.toThrow();
    expect(hasLanguageChoice(blocked)).toBe(false);
  });
});
