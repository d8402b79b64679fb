// The way in to a language's content chunks, for the routes, the i18n setup and the share cards.
import type { Language } from '../generated/catalog';
import { languageTables } from '../generated/content-loaders';
import type { LanguageLoaders } from './types';

/** Each page's text is its own chunk, loaded only for the route and language that need it. */
export function languageLoaders(language: Language): Promise<LanguageLoaders> {
  return languageTables[language]();
}
