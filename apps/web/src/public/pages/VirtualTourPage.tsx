import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';

/** Tour 1 to 4 (default 1): the panorama viewer (virtualTourUrl) comes later. */
export function tourNumber(param: string | undefined): number {
  const number = Number(param ?? 1);
  return Number.isInteger(number) && number >= 1 && number <= 4 ? number : 1;
}

export default function VirtualTourPage() {
  const { t } = useTranslation();
  const tour = tourNumber(useParams().tour);
  return <PlaceholderScreen title={t('nav.virtualTour', { number: tour })} />;
}
