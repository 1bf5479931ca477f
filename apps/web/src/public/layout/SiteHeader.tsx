import { MOBILE_BREAKPOINT } from '@vitrine/core/orbital';
import { useId, useState } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, NavLink, useLocation } from '../../routes/router.tsx';
import { useDomainFlag } from '../domain-settings.ts';
import { wantsAltLogo } from '../pages-state.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { headerLogo } from './logos.ts';
import { useNavEntries } from './nav-entries.ts';
import { ToursMenu } from './ToursMenu.tsx';

/** The site header: logo, the spec's navigation entries in order, and the language switcher. */
export function SiteHeader() {
  const { t } = useTranslation();
  const domain = useDomain();
  const entries = useNavEntries();
  const langsEnabled = useDomainFlag('langs-enabled');
  const { pathname } = useLocation();
  // the menu closes by itself on navigation: it is open only for the page it was opened on
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();

  return (
    <header className="site-header">
      <Link
        to="/"
        className="site-header__brand"
        aria-label={`${domain.title || domain.name} — ${t('nav.home')}`}
      >
        <Logo
          logo={headerLogo(domain.settings ?? [], { alt: wantsAltLogo(domain, pathname) })}
          breakpoint={MOBILE_BREAKPOINT}
          alt={domain.title || domain.name}
        />
      </Link>
      <button
        type="button"
        className="site-header__burger"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span>
        <span className="sr-only">{menuOpen ? t('front.closeMenu') : t('nav.menu')}</span>
      </button>
      <nav
        id={menuId}
        className={`site-nav ${menuOpen ? 'site-nav--open' : ''}`}
        aria-label={t('front.navLabel')}
      >
        <ul className="site-nav__list">
          {entries.map((entry) =>
            entry.key === 'virtualTours' ? (
              <li key={entry.key} className="site-nav__item">
                <ToursMenu />
              </li>
            ) : (
              <li key={entry.key} className="site-nav__item">
                <NavLink to={entry.to} className="site-nav__link">
                  {t(`nav.${entry.key}`)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        {langsEnabled && <LanguageSwitcher />}
      </nav>
    </header>
  );
}
