import { useDomain } from '../../api/domain-query.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { cycloramaTourUrl } from '../availability.ts';
import { PanoramaScreen } from '../media/panorama/PanoramaScreen.tsx';

/** The cyclorama: the domain's exterior panorama, from the cyclorama folder's tour.xml (core's storage layout). */
export default function CycloramaPage() {
  const { t } = useTranslation();
  return <PanoramaScreen url={cycloramaTourUrl(useDomain())} title={t('nav.cyclorama')} />;
}
