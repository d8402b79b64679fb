import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { siteSettings } from '../../shared/generated/site-settings';
import { useToday } from '../browser/use-today';
import { Icon } from './Icon';

const NETWORK_NAMES = {
  facebook: 'footer.networks.facebook',
  twitter: 'footer.networks.twitter',
  instagram: 'footer.networks.instagram',
} as const;

export function Footer() {
  const { t } = useTranslation();
  const today = useToday();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{t('site.name')}</p>
          <p>{t('site.footerDescription')}</p>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-heading">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            <li>
              <Link to="/">{t('footer.home')}</Link>
            </li>
            <li>
              <Link to="/test">{t('footer.takeTest')}</Link>
            </li>
            <li>
              <Link to="/#about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/#how-to-take">{t('footer.howToTake')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            {t('footer.legal')}
          </h2>
          <ul>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/#terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contact')}</Link>
            </li>
            <li>
              <a href="/sitemap.xml">{t('footer.sitemap')}</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{t('footer.connect')}</h2>
          <p>{t('footer.connectText')}</p>
          <ul className="social-buttons">
            {siteSettings.social.map((network) => (
              <li key={network}>
                <button
                  type="button"
                  className="icon-button social-button"
                  aria-label={t('footer.socialAccount', { network: t(NETWORK_NAMES[network]) })}
                >
                  <Icon name={network} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="container copyright">{t('site.copyright', { year: today.getFullYear() })}</p>
    </footer>
  );
}
