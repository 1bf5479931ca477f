import { useTranslation } from 'react-i18next';
import { useDomain } from '../../api/domain-query.ts';
import { cycloramaTourUrl } from '../availability.ts';
import { PanoramaScreen } from '../media/panorama/PanoramaScreen.tsx';

/** The cyclorama: the domain's exterior panorama, from /storage/cyclorama/{domain}/tour.xml. */
export default function CycloramaPage() {
  const { t } = useTranslation();
  return <PanoramaScreen url={cycloramaTourUrl(useDomain())} title={t('nav.cyclorama')} />;
}
