// The languages that have share cards: the languages of the site (each locale file). The
// pseudo-locale is a translation check, not a language people share in, so its visitors get the
// default language's cards.
import { defaultLanguage, siteLanguages, type SiteLanguage } from '../generated/catalog';

export const cardLanguages: readonly SiteLanguage[] = siteLanguages;

/** The language of the cards a visitor in `language` shares: their own, or the default one. */
export function cardLanguageFor(language: string): SiteLanguage {
  return cardLanguages.find((candidate) => candidate === language) ?? defaultLanguage;
}
