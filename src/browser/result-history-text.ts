import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '../generated/catalog';
import { historyStrings, type HistoryStrings } from '../generated/history-strings';

/** A key under `history` in content/locales/<code>.yaml, plural forms named without their suffix. */
export type HistoryKey = keyof HistoryStrings extends infer Key ? (Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key) : never;
export type HistoryText = (key: HistoryKey, options?: Record<string, unknown>) => string;

/**
 * The strings of the device's result list and of the previous score, which are not among the
 * strings every page loads: fetched for the page's language, added to i18next, then translated
 * like any other. Null until they are there.
 */
export function useHistoryText(): HistoryText | null {
  const { i18n } = useTranslation();
  const language: Language = (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : defaultLanguage;
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'translation') && i18n.exists('history.title'));
  useEffect(() => {
    if (ready) return;
    let current = true;
    historyStrings[language]()
      .then((history) => {
        i18n.addResourceBundle(i18n.language, 'translation', { history }, true, false);
        if (current) setReady(true);
      })
      .catch(() => {}); // offline: the extras stay away, the result does not depend on them
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);
  if (!ready) return null;
  return (key, options) => (i18n.t as (key: string, options?: Record<string, unknown>) => string)(`history.${key}`, options);
}
