import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from './Icon';

export const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/test', key: 'nav.test' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/privacy', key: 'nav.privacy' },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="nav-links">
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end onClick={onNavigate}>
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

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
        <nav aria-label={t('nav.label')} className="desktop-nav">
          <NavLinks />
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="icon-button menu-toggle"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={24} />
        </button>
      </div>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}

/** The slide-out menu: a modal dialog that keeps focus inside and closes on Escape. */
function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('a[href], button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="mobile-menu-backdrop" onClick={onClose}>
      <div
        id="mobile-menu"
        ref={panelRef}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menuTitle')}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className="icon-button mobile-menu-close" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <Icon name="close" size={24} />
        </button>
        <nav aria-label={t('nav.label')}>
          <NavLinks />
        </nav>
      </div>
    </div>
  );
}
