import { useTranslation } from 'react-i18next';
import { defaultLanguage, type SiteLanguage } from '../../shared/generated/catalog';
import { isSiteLanguage } from '../../shared/route-paths';

/** The site language the page is shown in (its URL's); English under the en-XA pseudo-locale, which shows the English text. */
export function useSiteLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return isSiteLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
