// The visitor's language choice, kept in local storage: a language picked in the switcher or the
// suggestion, or "dismissed". Either way the suggestion never shows again; the site never
// redirects on it (links and crawlers get the page they asked for).
import type { SiteLanguage } from '../generated/catalog';

export const LANGUAGE_CHOICE_KEY = 'languageChoice';

export type LanguageChoice = SiteLanguage | 'dismissed';

export function rememberLanguageChoice(choice: LanguageChoice, storage?: Storage): void {
  try {
    (storage ?? localStorage).setItem(LANGUAGE_CHOICE_KEY, choice);
  } catch {
    // Storage can be blocked; the suggestion then simply shows again next time.
  }
}

export function hasLanguageChoice(storage?: Storage): boolean {
  try {
    return (storage ?? localStorage).getItem(LANGUAGE_CHOICE_KEY) !== null;
  } catch {
    return false;
  }
}

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
