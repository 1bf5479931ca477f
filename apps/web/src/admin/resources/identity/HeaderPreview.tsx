import type { TSetting } from '@vitrine/core';
import { brandColors, settingValue } from '@vitrine/core/settings';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { brandCssVariables } from '../../../public/layout/brand-css.ts';
import { headerLogo } from '../../../public/layout/logos.ts';

/**
 * The public site's header drawn from the settings being edited: the same colours (core's palette,
 * the readable text colour) and the same choice of logo (a dark main colour takes the negative one),
 * at wide and at mobile width.
 */
export function HeaderPreview({ settings }: { settings: readonly TSetting[] }) {
  const { t } = useTranslation();
  const { main, secondary } = brandColors(settings);
  const style = brandCssVariables(main, secondary) as CSSProperties;
  const logo = headerLogo(settings);
  const title = settingValue(settings, 'header-title') ?? '';
  const entries = ['previewHome', 'previewUnits', 'previewContact'] as const;
  return (
    <figure className="identity-preview" aria-label={t('admin.settingsCatalogue.identity.preview')}>
      <figcaption>{t('admin.settingsCatalogue.identity.preview')}</figcaption>
      <div className="identity-preview__header" style={style} data-testid="header-preview">
        {logo.wide ? (
          <img className="identity-preview__logo" src={logo.wide} alt={title} />
        ) : (
          <span className="identity-preview__title">{title}</span>
        )}
        <nav className="identity-preview__nav">
          {entries.map((entry, index) => (
            <span key={entry} className={`identity-preview__link ${index === 1 ? 'is-active' : ''}`}>
              {t(`admin.settingsCatalogue.identity.${entry}`)}
            </span>
          ))}
        </nav>
      </div>
      <div className="identity-preview__header identity-preview__header--narrow" style={style}>
        {logo.narrow ? (
          <img className="identity-preview__logo" src={logo.narrow} alt={title} />
        ) : (
          <span className="identity-preview__title">{title}</span>
        )}
        <span aria-hidden="true">☰</span>
      </div>
    </figure>
  );
}
