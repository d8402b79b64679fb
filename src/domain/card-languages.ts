// The languages that have share cards: every language with a locale file. The pseudo-locale is a
// translation check, not a language people share in, so its visitors get the English cards.
import { defaultLanguage, languages, type Language } from '../generated/catalog';
import { PSEUDO_LANGUAGE } from '../lib/pseudo-locale';

export const cardLanguages: readonly Language[] = languages.filter((language) => language !== PSEUDO_LANGUAGE);

/** The language of the cards a visitor in `language` shares: their own, or the default one. */
export function cardLanguageFor(language: string): Language {
  return cardLanguages.find((candidate) => candidate === language) ?? defaultLanguage;
}
