import { useTranslation } from '../i18n/use-translation.tsx';

/**
 * What shows while the back office loads (its code, then the session): the product's name and
 * a sentence, not a bare spinner. Plain markup and base.css, so it needs nothing of the admin bundle.
 */
export function AdminLoader() {
  const { t } = useTranslation();
  return (
    <div className="spinner-screen admin-loader" role="status" aria-live="polite">
      <div className="admin-loader__box">
        <p className="admin-loader__brand">{t('common.adminBrand')}</p>
        <svg className="spinner" viewBox="0 0 40 40" aria-hidden="true">
          <circle className="spinner__track" cx="20" cy="20" r="18" />
          <path className="spinner__arc" d="M20 2a18 18 0 0 1 18 18" />
        </svg>
        <p className="admin-loader__text">{t('common.adminLoading')}</p>
      </div>
    </div>
  );
}
