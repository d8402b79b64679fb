import { useLocation } from 'react-router-dom';
import type { SiteLanguage } from '../generated/catalog';
import { languageOffers } from '../generated/language-offers';
import { rememberLanguageChoice } from '../browser/language-choice';
import { localizedPath } from '../route-paths';

export interface LanguageOfferProps {
  language: SiteLanguage;
  onClose: () => void;
}

/**
 * The one-time suggestion of the visitor's preferred language, written in that language. It
 * floats over the page (nothing moves when it appears) and is a labelled region, so keyboard and
 * screen-reader users find it right after the header.
 */
export default function LanguageOffer({ language, onClose }: LanguageOfferProps) {
  const { pathname, search, hash } = useLocation();
  const offer = languageOffers[language];
  const dismiss = () => {
    rememberLanguageChoice('dismissed');
    onClose();
  };
  return (
    <section className="language-offer card" aria-label={offer.label} lang={language}>
      <p>{offer.text}</p>
      <div className="language-offer-actions">
        <a
          className="button button-primary"
          href={localizedPath(language, pathname) + search + hash}
          hrefLang={language}
          onClick={() => rememberLanguageChoice(language)}
        >
          {offer.accept}
        </a>
        <button type="button" className="button button-secondary" onClick={dismiss}>
          {offer.dismiss}
        </button>
      </div>
    </section>
  );
}
