// What the site says about each of its languages, derived from the language code, so that a new
// content/locales/<code>.yaml needs no code: its name in the switcher and its Open Graph locale.
import type { LanguageDetails } from '../../shared/content/types.js';

/** The name (as a label: "English", "Español") and Open Graph locale (language_TERRITORY: "en_US", "es_ES") of a language, with its code. */
export interface SiteLanguageDetails extends LanguageDetails {
  code: string;
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

export function languageDetails(code: string): SiteLanguageDetails {
  const inSentence = nameInItself(code);
  return { code, name: inSentence.charAt(0).toLocaleUpperCase(code) + inSentence.slice(1), ogLocale: ogLocale(code) };
}
