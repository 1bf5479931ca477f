import type { TDomain } from '@vitrine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDomain } from '../../api/domain-query.ts';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { projectBuildings, projectPathName } from '../orbital/resolve-place.ts';
import { Turntable } from '../unit/Turntable.tsx';
import { useV360Total, type V360Place, v360ImageUrls } from '../unit/v360.ts';
import '../unit/unit.css';

/** Where a unit's 360 images live, found by its id in the domain tree. */
export function findV360Place(domain: TDomain, unitId: number): (V360Place & { title: string }) | null {
  for (const project of domain.projects ?? []) {
    for (const building of projectBuildings(project)) {
      for (const floor of building.floors ?? []) {
        const unit = floor.units?.find((candidate) => candidate.id === unitId);
        if (unit)
          return {
            project: projectPathName(project),
            building: building.name,
            unit: unit.name,
            title: unit.fullname || unit.name,
          };
      }
    }
  }
  return null;
}

/** unit-v360 (/iframe/unit/{id}): the unit's 360 turntable, only if its configuration exists. */
export default function UnitV360Page() {
  const domain = useDomain();
  const place = findV360Place(domain, Number(useParams().id));
  return place ? <V360Screen place={place} /> : <PlaceholderScreen />;
}

function V360Screen({ place }: { place: V360Place & { title: string } }) {
  const { t } = useTranslation();
  const total = useV360Total(place);
  if (total === undefined) return <Spinner fullScreen />;
  if (total === 0) return <PlaceholderScreen />;
  return (
    <main id="main" className="v360-page">
      <h1 className="sr-only">
        {t('v360.title')} — {place.title}
      </h1>
      <Turntable images={v360ImageUrls(place, total)} alt={place.title} />
    </main>
  );
}
