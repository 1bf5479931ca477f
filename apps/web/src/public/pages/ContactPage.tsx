import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDomain } from '../../api/domain-query.ts';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { isPageActive } from '../pages-state.ts';

/** Contact: redirects home when its page is inactive; the form comes later. */
export default function ContactPage() {
  const { t } = useTranslation();
  const domain = useDomain();
  if (!isPageActive(domain, 'contact')) return <Navigate to="/" replace />;
  return <PlaceholderScreen title={t('contact.heading')} />;
}
