import { useDomain } from '../../api/domain-query.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { orbitalPath } from '../../routes/paths.ts';
import { Link } from '../../routes/router.tsx';
import { orbitalHeading } from './orbital-heading.ts';
import { type OrbitalPlace, projectPathName } from './resolve-place.ts';

/**
 * The project's building logo and the site's orbital title, then "BAT" (full view) and one link per
 * floor when there is more than one; back link for a sub-building.
 */
export function OrbitalHeader({ place }: { place: OrbitalPlace }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = orbitalHeading(useDomain().settings, place.project.settings);
  const projectLabel = translatedField(place.project, 'name', locale);
  const project = projectPathName(place.project);
  const building = place.building.name;
  const isSub = place.building.id !== place.mainBuilding.id;
  const buildingLabel = translatedField(place.building, 'description', locale) || t('orbital.building');

  return (
    <div className="orbital-header">
      {(heading.logo || heading.title) && (
        <div className="orbital-header__title">
          {heading.logo && (
            // the first frame comes first: the logo waits for it
            <img
              className="orbital-header__logo"
              src={heading.logo}
              alt={projectLabel}
              fetchPriority="low"
              decoding="async"
            />
          )}
          {heading.title && <h1>{heading.title}</h1>}
        </div>
      )}
      {isSub && (
        <Link
          className="orbital-header__back"
          to={orbitalPath({ project, building: place.mainBuilding.name })}
        >
          <span aria-hidden="true">←</span> {t('orbital.backToMain')}
        </Link>
      )}
      <nav aria-label={t('front.floors')}>
        <ul className="orbital-header__views">
          <li>
            <Link
              to={orbitalPath({ project, building })}
              aria-current={place.floor === null ? 'page' : undefined}
            >
              {place.floors.length > 1 ? t('orbital.building') : buildingLabel}
            </Link>
          </li>
          {place.floors.length > 1 &&
            place.floors.map((floor) => (
              <li key={floor.id}>
                <Link
                  to={orbitalPath({ project, building, floor: floor.name })}
                  aria-current={place.floor?.id === floor.id ? 'page' : undefined}
                >
                  {translatedField(floor, 'description', locale) || t('orbital.floor', { name: floor.name })}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
