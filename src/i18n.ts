import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '../shared/generated/catalog';
import { languageLoaders } from '../shared/generated/content-loaders';
import type english from '../shared/generated/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof english };
  }
}

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (languages as readonly string[]).includes(value);
}

/** The language ?lng=<code> asks for (en-XA shows the pseudo-locale on any page), or null. */
export function languageFromSearch(search: string): Language | null {
  const requested = new URLSearchParams(search).get('lng');
  return isLanguage(requested) ? requested : null;
}

/**
 * Only the page's language is loaded, as a chunk of its own: every language's strings are already
 * merged over English by the content build, so nothing falls back at run time and a Spanish page
 * never downloads English. Interpolated values are not escaped: React escapes what it renders.
 */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  const messages = await (await languageLoaders(language)).messages();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
