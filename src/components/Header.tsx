import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
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
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu closes whenever the route changes.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

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
        <button
          ref={toggleRef}
          type="button"
          className="icon-button menu-toggle"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onPointerEnter={() => void loadMobileMenu()}
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={24} />
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
