import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';

/** The slide-out menu: a modal dialog that keeps focus inside and closes on Escape. */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
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
        <button
          type="button"
          className="icon-button mobile-menu-close"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <Icon name="close" size={24} />
        </button>
        <nav aria-label={t('nav.label')}>
          <NavLinks />
        </nav>
        <LanguageSwitcher />
      </div>
    </div>
  );
}
