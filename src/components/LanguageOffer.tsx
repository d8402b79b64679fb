import { useLocation } from 'react-router-dom';
import type { SiteLanguage } from '../../shared/generated/catalog';
import { languageOffers } from '../generated/language-offers';
import { rememberLanguageChoice } from '../browser/language-choice';
import { localizedPath } from '../../shared/route-paths';

/**
 * The one-time suggestion of the visitor's preferred language, written in that language, when the
 * browser prefers a language of the site other than the page's. It floats over the page (nothing
 * moves when it appears) and is a labelled region, so keyboard and screen-reader users find it
 * right after the header.
 */
export default function LanguageOffer({ suggested, close }: { suggested: SiteLanguage; close: () => void }) {
  const { pathname, search, hash } = useLocation();
  const offer = languageOffers[suggested];
  const dismiss = () => {
    rememberLanguageChoice('dismissed');
    close();
  };
  return (
    <section className="language-offer card" aria-label={offer.label} lang={suggested}>
      <p>{offer.text}</p>
      <div className="language-offer-actions">
        <a
          className="button button-primary"
          href={localizedPath(suggested, pathname) + search + hash}
          hrefLang={suggested}
          onClick={() => rememberLanguageChoice(suggested)}
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
