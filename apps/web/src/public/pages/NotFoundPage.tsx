import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="placeholder-screen">
      <h1>{t('errors.notFound')}</h1>
      <p>{t('front.notFoundText')}</p>
      <Link to="/" className="button">
        {t('front.backHome')}
      </Link>
    </main>
  );
}
