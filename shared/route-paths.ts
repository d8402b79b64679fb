// URL paths and file names derived from a route, a quiz or a language, shared by the pages, the
// route table and the build (which writes the files these paths name).
import { defaultLanguage, siteLanguages, type SiteLanguage } from './generated/catalog';
import { siteSettings } from './generated/site-settings';

/** A path of the site as a full URL on its public address (site.yaml's siteUrl). */
export function absoluteUrl(path: string): string {
  return `${siteSettings.siteUrl}${path}`;
}

/**
 * A link a visitor copies or shares: on the site they are on (the page's own origin), so it opens
 * wherever the site runs, whatever address the build was given; the configured address where there
 * is no page (the prerender).
 */
export function visitorUrl(path: string): string {
  return typeof window === 'undefined' ? absoluteUrl(path) : `${window.location.origin}${path}`;
}

export function themedPath(slug: string): string {
  return `/tests/${slug}`;
}

/** The share card of a quiz in a language with cards (shared/domain/card-languages.ts). */
export function quizCardPath(language: string, slug: string): string {
  return `/og/${language}/${slug}.png`;
}

/** The share card of one score of a quiz: `score` is an integer from 0 to the quiz's question count. */
export function scoreCardPath(language: string, slug: string, score: number): string {
  return `/og/${language}/${slug}/${score}.png`;
}

/** The story image (1080x1920) of one score of a quiz, for the share sheet of a phone. */
export function storyCardPath(language: string, slug: string, score: number): string {
  return `/og/${language}/${slug}/${score}-story.png`;
}

/** The site's share card, for pages that have none of their own. */
export function defaultCardPath(language: string): string {
  return `/og/${language}/default.png`;
}

/**
 * A link to a quiz page in a language that carries a visitor's score (/tests/food?score=19,
 * /es/tests/food?score=19), which the server answers with that score's preview in that language.
 */
export function scoreLinkPath(language: SiteLanguage, pagePath: string, score: number): string {
  return `${localizedPath(language, pagePath)}?score=${score}`;
}

/** Where the build writes a route's prerendered HTML, relative to dist/client. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/** Where the build writes a language's 404 page; the server answers unknown paths under /es/ with es/404.html. */
export function notFoundFile(language: SiteLanguage): string {
  return `${languagePrefix(language).slice(1)}${language === defaultLanguage ? '' : '/'}404.html`;
}

export function isSiteLanguage(value: string | null | undefined): value is SiteLanguage {
  return !!value && (siteLanguages as readonly string[]).includes(value);
}

/** The URL prefix of a language: none for English, /es for Spanish. */
function languagePrefix(language: SiteLanguage): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** A route's path in a language: English at the root (/tests/food), each other language under its code (/es/tests/food, /es/). */
export function localizedPath(language: SiteLanguage, path: string): string {
  return `${languagePrefix(language)}${path}`;
}

/** The language a URL path is in: the site language its first segment names, English otherwise. */
export function languageOfPath(pathname: string): SiteLanguage {
  const first = pathname.split('/')[1];
  return first !== defaultLanguage && isSiteLanguage(first) ? first : defaultLanguage;
}

/** The router's basename on a page in this language: links written as / and /test become /es/ and /es/test. */
export function routerBasename(language: SiteLanguage): string {
  return `${languagePrefix(language)}/`;
}

/** The same page in one language (hreflang "en", "es"...) or for every other visitor ("x-default"). */
export interface LanguageAlternate {
  hreflang: string;
  path: string;
}

/** A route in every language of the site, and English for any other visitor (x-default). */
export function languageAlternates(path: string): LanguageAlternate[] {
  return [
    ...siteLanguages.map((language) => ({
      hreflang: language,
      path: localizedPath(language, path),
    })),
    { hreflang: 'x-default', path: localizedPath(defaultLanguage, path) },
  ];
}
