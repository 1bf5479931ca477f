import { LANDING_LOGO_BREAKPOINT } from '@vitrine/core/orbital';
import { settingValue } from '@vitrine/core/settings';
import { useDomain } from '../../api/domain-query.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from '../../routes/router.tsx';
import { useDomainFlag } from '../domain-settings.ts';
import { LanguageSwitcher } from '../layout/LanguageSwitcher.tsx';
import { Logo } from '../layout/Logo.tsx';
import { homeLogo } from '../layout/logos.ts';
import { useLikelyNavEntries } from '../layout/nav-entries.ts';
import { CoverPicture } from '../media/CoverPicture.tsx';
import { settingPicture } from '../media/setting-picture.ts';
import { isPageActive } from '../pages-state.ts';
import { brochureUrl } from './brochure.ts';
import './home.css';

/** The landing screen: splash image, logo, header title, Contact and Brochure, sub-navigation. */
export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const domain = useDomain();
  const settings = domain.settings ?? [];
  // the sub-navigation keeps its room while the tours are checked: nothing below the title moves
  const nav = useLikelyNavEntries();
  const entries = nav.entries.filter((entry) => entry.key !== 'contact');
  const langsEnabled = useDomainFlag('langs-enabled');
  // the whole screen (home.css): a phone takes a rendition of its width, not the original
  const splash = settingPicture(settings, 'splash-image', '100vw');
  const title =
    settingValue(settings, 'header-title') ?? (translatedField(domain, 'title', locale) || domain.name);
  const subtitle = translatedField(domain, 'subtitle', locale);
  const brochure = brochureUrl(settings);

  return (
    <div className="home">
      <CoverPicture picture={splash} className="home__splash" />
      <div className="home__shade" />
      <header className="home__top">
        <Logo
          logo={homeLogo(settings)}
          breakpoint={LANDING_LOGO_BREAKPOINT}
          alt={domain.title || domain.name}
          className="home__logo"
        />
        {langsEnabled && <LanguageSwitcher className="home__languages" />}
      </header>
      <main id="main" className="home__main">
        <h1 className="home__title">{title}</h1>
        {subtitle && <p className="home__subtitle">{subtitle}</p>}
        <div className="home__actions">
          {isPageActive(domain, 'contact') && (
            <Link to="/contact" className="button home__button">
              {t('nav.contact')}
            </Link>
          )}
          {brochure && (
            <a
              href={brochure}
              className="button button--ghost home__button home__button--ghost"
              target="_blank"
              rel="noopener"
            >
              {t('nav.brochure')}
            </a>
          )}
        </div>
      </main>
      <nav
        className="home__subnav"
        aria-label={t('front.homeNav')}
        style={nav.checking ? { visibility: 'hidden' } : undefined}
      >
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.to}>{t(`nav.${entry.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
