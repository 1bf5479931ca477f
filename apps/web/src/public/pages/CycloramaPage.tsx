import { useTranslation } from 'react-i18next';
import { useDomain } from '../../api/domain-query.ts';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { useCycloramaAvailable } from '../availability.ts';

/** Cyclorama: the panorama viewer (Photo Sphere Viewer, loaded from cycloramaTourUrl) comes later. */
export default function CycloramaPage() {
  const { t } = useTranslation();
  const available = useCycloramaAvailable(useDomain());
  return <PlaceholderScreen title={available ? t('nav.cyclorama') : undefined} />;
}
