import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { siteLanguages } from '../../shared/generated/catalog';
import { languageDetails } from '../../shared/generated/language-details';
import { rememberLanguageChoice } from '../browser/language-choice';
import { useSiteLanguage } from '../browser/use-site-language';
import { localizedPath } from '../../shared/route-paths';
import { isSitePage } from '../routes';

/**
 * The same page in each language of the site, each named in itself (the home page, from a path
 * no page has: the 404 page, prerendered once for every such path). A link is a full page load:
 * the other language's page arrives prerendered, like any page a visitor opens. The choice is
 * remembered, so the language suggestion does not come back.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useSiteLanguage();
  const { pathname, search, hash } = useLocation();
  const page = isSitePage(pathname) ? pathname : '/';
  // The query and the anchor come along once hydrated: the prerendered page has none.
  const [rest, setRest] = useState('');
  useEffect(() => setRest(search + hash), [search, hash]);
  return (
    <nav aria-label={t('language.label')} className="language-switcher">
      {/* Each language keeps its own name: translation tools must leave these alone. */}
      <ul translate="no">
        {siteLanguages.map((code) => (
          <li key={code}>
            <a
              href={localizedPath(code, page) + rest}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => rememberLanguageChoice(code)}
            >
              {languageDetails[code].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
