import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

export const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/test', key: 'nav.test' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/privacy', key: 'nav.privacy' },
] as const;

/** The site's main links, in the header and in the mobile menu. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
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
