import { useServerOutcome } from '../../app/page-request.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from '../../routes/router.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const outcome = useServerOutcome();
  if (outcome) outcome.status = 404;
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
