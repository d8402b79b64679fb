import { startTransition, useEffect, useState } from 'react';
import { siteLanguages, type SiteLanguage } from '../../shared/generated/catalog';
import { hasLanguageChoice } from './language-choice';
import { suggestedLanguage } from './language-suggestion';
import { useSiteLanguage } from './use-site-language';

/**
 * The language to suggest on this page, from the browser's preferences, until the visitor
 * chooses a language or dismisses the suggestion (the prerendered page never has one).
 */
export function useLanguageSuggestion(): { suggested: SiteLanguage | null; close: () => void } {
  const current = useSiteLanguage();
  const [suggested, setSuggested] = useState<SiteLanguage | null>(null);
  useEffect(() => {
    // A transition, like every update the layout makes while the page below it may still be hydrating.
    startTransition(() =>
      setSuggested(
        hasLanguageChoice() ? null : suggestedLanguage(navigator.languages, current, siteLanguages),
      ),
    );
  }, [current]);
  return { suggested, close: () => setSuggested(null) };
}
