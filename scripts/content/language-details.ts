// What the site says about each of its languages, derived from the language code and the
// language's own strings, so that a new content/locales/<code>.yaml needs no code: its name in
// the switcher, its Open Graph locale and the suggestion offered to visitors who prefer it.
import type { LanguageDetails, LanguageOffer } from '../../shared/content/types.js';
import type { Messages } from './locale-check.js';

/** The name (as a label: "English", "Español") and Open Graph locale (language_TERRITORY: "en_US", "es_ES") of a language, with its code and suggestion. */
export interface SiteLanguageDetails extends LanguageDetails {
  code: string;
  /** The suggestion shown to a visitor whose browser prefers this language, in this language. */
  offer: LanguageOffer;
}

/** The name as a language writes it mid-sentence: "English", "español", "français" (CLDR, through Intl). */
function nameInItself(code: string): string {
  return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
}

/**
 * The region a code names (pt-BR → pt_BR), or else the likeliest one for the language in CLDR's
 * likely-subtags data (es → es_ES, en → en_US, fr → fr_FR).
 */
export function ogLocale(code: string): string {
  const locale = new Intl.Locale(code).maximize();
  return `${locale.language}_${locale.region}`;
}

/** `messages` are the language's strings merged over English, as the site ships them. */
export function languageDetails(code: string, messages: Messages): SiteLanguageDetails {
  const inSentence = nameInItself(code);
  const strings = messages.languageOffer;
  const offer = Object.fromEntries(
    (['label', 'text', 'accept', 'dismiss'] as const).map((key) => {
      const template = typeof strings === 'object' ? strings[key] : undefined;
      if (typeof template !== 'string') throw new Error(`content/locales/en.yaml has no string languageOffer.${key}`);
      return [key, template.replace(/\{\{\s*language\s*\}\}/g, inSentence)];
    }),
  ) as unknown as LanguageOffer;
  return { code, name: inSentence.charAt(0).toLocaleUpperCase(code) + inSentence.slice(1), ogLocale: ogLocale(code), offer };
}
