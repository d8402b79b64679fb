import { useEffect, useState } from 'react';
import { siteLanguages, type SiteLanguage } from '../generated/catalog';
import { hasLanguageChoice, suggestedLanguage } from './language-choice';
import { useSiteLanguage } from './use-site-language';

/**
 * The language to suggest on this page, decided after hydration from the browser's preferences
 * (the prerendered page never has one), until the visitor chooses a language or dismisses it.
 */
export function useLanguageSuggestion(): { suggested: SiteLanguage | null; close: () => void } {
  const current = useSiteLanguage();
  const [suggested, setSuggested] = useState<SiteLanguage | null>(null);
  useEffect(() => {
    setSuggested(hasLanguageChoice() ? null : suggestedLanguage(navigator.languages, current, siteLanguages));
  }, [current]);
  return { suggested, close: () => setSuggested(null) };
}
