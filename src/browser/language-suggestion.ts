import type { SiteLanguage } from '../../shared/generated/catalog';

/**
 * The site language to suggest to a visitor whose browser prefers `preferred` (navigator.languages,
 * most wanted first) while on a page in `pageLanguage`, or null. The first preference the site
 * has wins, by exact code (pt-BR) or else by its language (es-MX → es); a page already in that
 * language needs no suggestion.
 */
export function suggestedLanguage(preferred: readonly string[], pageLanguage: SiteLanguage, available: readonly SiteLanguage[]): SiteLanguage | null {
  const base = (code: string) => code.toLowerCase().split('-')[0];
  for (const wanted of preferred) {
    const match =
      available.find((code) => code.toLowerCase() === wanted.toLowerCase()) ?? available.find((code) => base(code) === base(wanted));
    if (match) return match === pageLanguage ? null : match;
  }
  return null;
}
