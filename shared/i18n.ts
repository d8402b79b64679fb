import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { languages, type Language } from './generated/catalog';
import type english from './generated/locales/en/translation.json';
import type englishOffer from './generated/locales/en/languageOffer.json';
import type englishCompare from './generated/locales/en/compare.json';
import type englishHistory from './generated/locales/en/history.json';

// The namespaces, and why each is apart: scripts/content/emit.ts, emitLanguage.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof english;
      languageOffer: typeof englishOffer;
      compare: typeof englishCompare;
      history: typeof englishHistory;
    };
  }
}

/** An i18next plugin, such as react-i18next's binding, which the browser app adds. */
export type I18nPlugin = Parameters<I18n['use']>[0];

/**
 * i18next's backend over the files the content build writes (scripts/content/emit.ts,
 * emitLanguage): shared/generated/locales/<language>/<namespace>.json. Vite turns the template
 * import into a table of the files, each a chunk of its own, so a page downloads only its own
 * language's strings; unlike import.meta.glob, it also runs under plain Node (the share cards).
 */
export const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    import(`./generated/locales/${language}/${namespace}.json`).then(
      (loaded: { default: Record<string, unknown> }) => done(null, loaded.default),
      (error: Error) => done(error, false),
    );
  },
};

/**
 * An i18next instance with the page's strings (the namespace `translation`) loaded, which the
 * prerender and the hydrating browser both await before rendering. Every language's strings are
 * already merged over English by the content build, so nothing falls back at run time and a
 * Spanish page never downloads English. Interpolated values are not escaped: React escapes what it
 * renders, and the build's cards and manifest are not HTML.
 */
export async function createI18n(
  language: Language,
  plugins: readonly I18nPlugin[] = [],
): Promise<I18n> {
  const instance = i18next.createInstance().use(localeFiles);
  for (const plugin of plugins) instance.use(plugin);
  await instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    // en-XA is a language of its own, not English with a region.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (!instance.hasResourceBundle(language, 'translation')) {
    throw new Error(
      `The strings of ${language} could not be loaded (shared/generated/locales/${language}/translation.json)`,
    );
  }
  return instance;
}
