import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { defaultLanguage, languages, type Language } from '../../shared/generated/catalog';
import type { SectionLoaders } from '../../shared/content/types';

/** A key of a section's strings, plural forms named without their suffix. */
export type SectionKey<Strings> = keyof Strings extends infer Key ? (Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key) : never;
export type SectionText<Strings> = (key: SectionKey<Strings>, options?: Record<string, unknown>) => string;

const siteLanguage = (i18n: I18n): Language =>
  (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : defaultLanguage;

const hasSection = (i18n: I18n, section: string) =>
  i18n.hasResourceBundle(i18n.language, 'translation') && typeof i18n.getResource(i18n.language, 'translation', section) === 'object';

/** Fetches a section's strings for the page's language and adds them to i18next (once). */
export async function loadSection(i18n: I18n, section: string, loaders: SectionLoaders): Promise<void> {
  if (hasSection(i18n, section)) return;
  const strings = await loaders[siteLanguage(i18n)]();
  i18n.addResourceBundle(i18n.language, 'translation', { [section]: strings }, true, false);
}

/**
 * A section of content/locales/<code>.yaml that is not among the strings every page loads (the
 * device's result list, compare links): fetched for the page's language, added to i18next, then
 * translated like any other. Null until they are there.
 */
export function useSectionText<Strings>(section: string, loaders: SectionLoaders): SectionText<Strings> | null {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => hasSection(i18n, section));
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadSection(i18n, section, loaders)
      .then(() => current && setReady(true))
      .catch(() => {}); // offline: the extras stay away, the result does not depend on them
    return () => {
      current = false;
    };
  }, [i18n, section, loaders, ready]);
  if (!ready) return null;
  return (key, options) => (i18n.t as (key: string, options?: Record<string, unknown>) => string)(`${section}.${String(key)}`, options);
}
