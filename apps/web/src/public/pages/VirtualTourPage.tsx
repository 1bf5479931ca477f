import { MAX_TOURS } from '@vitrine/core/tours';
import { useDomain } from '../../api/domain-query.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useParams } from '../../routes/router.tsx';
import { virtualTourUrl } from '../availability.ts';
import { PanoramaScreen } from '../media/panorama/PanoramaScreen.tsx';

/** Tour 1 to 4 from the route parameter; anything else is tour 1. */
export function tourNumber(param: string | undefined): number {
  const number = Number(param ?? 1);
  return Number.isInteger(number) && number >= 1 && number <= MAX_TOURS ? number : 1;
}

/** A virtual tour (/visites-virtuelles/{tour?}); the same viewer switches tours when the parameter changes. */
export default function VirtualTourPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const domain = useDomain();
  const number = tourNumber(useParams().tour);
  const tour = domain.tours?.find((candidate) => candidate.order === number);
  const title = (tour && translatedField(tour, 'name', locale)) || t('nav.virtualTour', { number });
  return <PanoramaScreen url={virtualTourUrl(domain, number)} title={title} />;
}
