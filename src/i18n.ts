import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from './generated/catalog';
import { languageLoaders } from './generated/content-loaders';
import english from './generated/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof english };
  }
}

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (languages as readonly string[]).includes(value);
}

/** ?lng=<code> picks a language for this visit; English otherwise. */
export function languageFromSearch(search: string): Language {
  const requested = new URLSearchParams(search).get('lng');
  return isLanguage(requested) ? requested : defaultLanguage;
}

/**
 * English is bundled (it is the fallback for every key); other languages are fetched as their own
 * chunk. Interpolated values are not escaped: React escapes what it renders.
 */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Record<string, unknown> }> = { en: { translation: english } };
  if (language !== defaultLanguage) resources[language] = { translation: await (await languageLoaders(language)).messages() };
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
