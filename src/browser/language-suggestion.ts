// Written here rather than taken from i18next-browser-languagedetector: the page's language is its
// URL's, never the browser's (the detector's job is to set i18next's language), and the detector's
// answer goes through i18next's getBestMatchFromCodes, which takes any exact code over an earlier
// preference's language (es-MX, en gives en, where a Mexican visitor is offered Spanish here). It
// would also add 2.2 KB gzip (8.3.0, minified) to every page's first-visit JavaScript, which leaves
// no room under the 110 KB ceiling of a quiz route. The server does no language detection.
import type { SiteLanguage } from '../../shared/generated/catalog';

/**
 * The site language to suggest to a visitor whose browser prefers `preferred` (navigator.languages,
 * most wanted first) while on a page in `pageLanguage`, or null. The first preference the site
 * has wins, by exact code (pt-BR) or else by its language (es-MX → es); a page already in that
 * language needs no suggestion.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  pageLanguage: SiteLanguage,
  available: readonly SiteLanguage[],
): SiteLanguage | null {
  const base = (code: string) => code.toLowerCase().split('-')[0];
  for (const wanted of preferred) {
    const match =
      available.find((code) => code.toLowerCase() === wanted.toLowerCase()) ??
      available.find((code) => base(code) === base(wanted));
    if (match) return match === pageLanguage ? null : match;
  }
  return null;
}
