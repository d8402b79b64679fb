import i18next, { type i18n as I18n } from 'i18next';
import { languages, type Language } from './generated/catalog';
import { languageLoaders } from './content/language-loaders';
import type { PageStrings } from './content/types';
import { pageStrings, type StringChunkSection } from './content-chunks';
import type english from './generated/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // The strings every page loads, and those added apart (shared/content-chunks.ts, StringChunkSection).
    resources: { translation: typeof english & PageStrings };
  }
}

/** An i18next plugin, such as react-i18next's binding, which the browser app adds. */
export type I18nPlugin = Parameters<I18n['use']>[0];

/**
 * Only the page's language is loaded, as a chunk of its own: every language's strings are already
 * merged over English by the content build, so nothing falls back at run time and a Spanish page
 * never downloads English. Interpolated values are not escaped: React escapes what it renders, and
 * the build's cards and manifest are not HTML.
 */
export async function createI18n(language: Language, plugins: readonly I18nPlugin[] = []): Promise<I18n> {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  const messages = await (await languageLoaders(language)).messages();
  await instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    // A copy: a page's own strings are added to it (addPageStrings), never to the module's object.
    resources: { [language]: { translation: { ...messages } } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Adds sections of the strings that one page alone shows (shared/content-chunks.ts, pageStrings) to `language`'s. */
export function addPageStrings(instance: I18n, language: Language, sections: Partial<PageStrings>): void {
  for (const [section, texts] of Object.entries(sections)) instance.addResourceBundle(language, 'translation', { [section]: texts }, true, false);
}

/**
 * Fetches a section of the strings that load with the code showing them (shared/content-chunks.ts,
 * CODE_SECTIONS) and adds it to `instance`'s language, once: what shows them waits for this.
 */
export async function loadStrings(instance: I18n, section: StringChunkSection): Promise<void> {
  const language = instance.language as Language;
  if (instance.getResource(language, 'translation', section) !== undefined) return;
  const strings = await pageStrings(section).load(await languageLoaders(language));
  addPageStrings(instance, language, { [section]: strings });
}
