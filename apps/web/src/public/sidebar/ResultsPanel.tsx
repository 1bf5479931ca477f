import type { TFloor, TProject, TUnit } from '@vitrine/core';
import { canOpenUnit } from '@vitrine/core/display-rules';
import { groupUnitsByFloor } from '@vitrine/core/unit-search';
import { unitSummary } from '@vitrine/core/unit-summary';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FavouriteButton } from '../favourites/FavouriteButton.tsx';
import { StatusBadge } from '../unit/StatusBadge.tsx';
import type { UnitSearch } from './use-unit-search.ts';

interface Props {
  floors: readonly TFloor[];
  project: TProject;
  search: UnitSearch;
  selectedId: number | null;
  onSelect: (unit: TUnit) => void;
  onClose: () => void;
  onSearch: (resultCount: number) => void;
}

/** "Résultats": units grouped by floor, with the unavailable-units toggle. */
export function ResultsPanel({ floors, project, search, selectedId, onSelect, onClose, onSearch }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = groupUnitsByFloor(search.results, floors);
  const includeUnavailable = (search.state.applied ?? search.state.draft).isUnavailable;

  return (
    <aside className="sidebar-panel sidebar-panel--results" aria-labelledby="results-title">
      <header className="sidebar-panel__header">
        <h2 id="results-title">
          {t('results.title')}{' '}
          <span className="sidebar-panel__count">
            ({t('results.count', { count: search.results.length })})
          </span>
        </h2>
        <button type="button" className="icon-button" aria-label={t('front.resultsClose')} onClick={onClose}>
          ×
        </button>
      </header>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={includeUnavailable}
          checked={includeUnavailable}
          onChange={(event) => onSearch(search.search({ isUnavailable: event.target.checked }))}
        />
        <span className="switch__track" aria-hidden="true" />
        {t('results.showUnavailable')}
      </label>
      {groups.length === 0 ? (
        <p className="results-empty">{t('results.none')}</p>
      ) : (
        <div className="results-groups">
          {groups.map((group) => (
            <section
              key={group.floorId}
              aria-label={
                group.floor
                  ? translatedField(group.floor, 'description', locale) || group.floor.name
                  : undefined
              }
            >
              <h3>
                {group.floor ? translatedField(group.floor, 'description', locale) || group.floor.name : '—'}
              </h3>
              <ul>
                {group.units.map((unit) => {
                  const summary = unitSummary(unit, project, locale, 'list');
                  const content = (
                    <>
                      <span className="result-row__title">{summary.title}</span>
                      {summary.status && <StatusBadge status={summary.status} />}
                      <span className="result-row__facts">
                        {summary.facts.map((fact) => fact.value).join(' · ')}
                      </span>
                    </>
                  );
                  // a row opens only what the model opens (canOpenUnit); the others are read-only
                  return (
                    <li key={unit.id} className="result-item">
                      {canOpenUnit(unit, project.settings) ? (
                        <button
                          type="button"
                          className="result-row"
                          aria-current={unit.id === selectedId ? 'true' : undefined}
                          onClick={() => onSelect(unit)}
                        >
                          {content}
                        </button>
                      ) : (
                        <div className="result-row result-row--closed">{content}</div>
                      )}
                      <FavouriteButton unit={unit} name={summary.title} />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </aside>
  );
}
