import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '../shared/generated/catalog';
import { createI18n } from '../shared/i18n';

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (languages as readonly string[]).includes(value);
}

/** The language ?lng=<code> asks for (en-XA shows the pseudo-locale on any page), or null. */
export function languageFromSearch(search: string): Language | null {
  const requested = new URLSearchParams(search).get('lng');
  return isLanguage(requested) ? requested : null;
}

/** The page's strings (shared/i18n.ts), bound to React: components read them with useTranslation. */
export function createReactI18n(language: Language): Promise<I18n> {
  return createI18n(language, [initReactI18next]);
}
