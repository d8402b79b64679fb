import { use } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SiteLanguage } from '../../shared/generated/catalog';
import { rememberLanguageChoice } from '../browser/language-choice';
import { localizedPath } from '../../shared/route-paths';

const loading = new Map<SiteLanguage, Promise<unknown>>();

/**
 * The namespace `languageOffer` of the suggested language, alone: react-i18next's `lng` option
 * would load that language's every namespace, all its strings, for four of them.
 */
function offerLoaded(i18n: I18n, language: SiteLanguage): Promise<unknown> {
  let promise = loading.get(language);
  if (!promise)
    loading.set(language, (promise = i18n.reloadResources([language], ['languageOffer'])));
  return promise;
}

/**
 * The one-time suggestion of the visitor's preferred language, written in that language, when the
 * browser prefers a language of the site other than the page's. It floats over the page (nothing
 * moves when it appears) and is a labelled region, so keyboard and screen-reader users find it
 * right after the header.
 */
export default function LanguageOffer({
  suggested,
  close,
}: {
  suggested: SiteLanguage;
  close: () => void;
}) {
  const { pathname, search, hash } = useLocation();
  const { i18n } = useTranslation();
  use(offerLoaded(i18n, suggested));
  if (!i18n.hasResourceBundle(suggested, 'languageOffer')) return null; // offline: no suggestion
  const t = i18n.getFixedT(suggested, 'languageOffer');
  const language =
    new Intl.DisplayNames([suggested], { type: 'language' }).of(suggested) ?? suggested;
  const dismiss = () => {
    rememberLanguageChoice('dismissed');
    close();
  };
  return (
    <section className="language-offer card" aria-label={t('label')} lang={suggested}>
      <p>{t('text', { language })}</p>
      <div className="language-offer-actions">
        <a
          className="button button-primary"
          href={localizedPath(suggested, pathname) + search + hash}
          hrefLang={suggested}
          onClick={() => rememberLanguageChoice(suggested)}
        >
          {t('accept', { language })}
        </a>
        <button type="button" className="button button-secondary" onClick={dismiss}>
          {t('dismiss')}
        </button>
      </div>
    </section>
  );
}
