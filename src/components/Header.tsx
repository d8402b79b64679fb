import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { linkButton, takeTappedFragment } from '../browser/link-button';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';

// The mobile menu's code is fetched when its button is touched, hovered or focused: a page does
// not need it to become interactive.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazyOrNothing(loadMobileMenu);

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLAnchorElement>(null);

  // The menu button is a link button (src/browser/link-button.ts): a tap before hydration opens
  // the menu once the page has hydrated, as the visitor asked.
  useLayoutEffect(() => {
    if (takeTappedFragment(/^#menu$/)) setMenuOpen(true);
  }, []);

  // The menu closes whenever the route changes (not when the page first shows).
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    setMenuOpen(false);
  }, [location.key]);

  const closeMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="container header-inner">
        <Link to="/" className="brand">
          {t('site.name')}
        </Link>
        <div className="desktop-nav">
          <nav aria-label={t('nav.label')}>
            <NavLinks />
          </nav>
          <LanguageSwitcher />
        </div>
        <a
          ref={toggleRef}
          {...linkButton('#menu', () => setMenuOpen(true))}
          className="icon-button menu-toggle"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onPointerEnter={() => void loadMobileMenu()}
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
        >
          <Icon name="menu" size={24} />
        </a>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
