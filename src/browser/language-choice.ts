// The visitor's language choice, kept in local storage: a language picked in the switcher or the
// suggestion, or "dismissed". Either way the suggestion never shows again; the site never
// redirects on it (links and crawlers get the page they asked for).
import type { SiteLanguage } from '../../shared/generated/catalog';
import { LANGUAGE_CHOICE_KEY } from '../../shared/lib/storage-keys';

export { LANGUAGE_CHOICE_KEY };

export type LanguageChoice = SiteLanguage | 'dismissed';

export function rememberLanguageChoice(choice: LanguageChoice, storage?: Storage): void {
  try {
    (storage ?? localStorage).setItem(LANGUAGE_CHOICE_KEY, choice);
  } catch {
    // Storage can be blocked; the suggestion then simply shows again next time.
  }
}

export function hasLanguageChoice(storage?: Storage): boolean {
  try {
    return (storage ?? localStorage).getItem(LANGUAGE_CHOICE_KEY) !== null;
  } catch {
    return false;
  }
}
