import type { SidebarAction, SidebarState, TUnit } from '@vitrine/core';
import { type Dispatch, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useRequestedFilters } from '../embed/embed-signals.ts';
import { FavouritesPanel } from '../favourites/FavouritesPanel.tsx';
import { useFavourites } from '../favourites/favourites-store.ts';
import type { OrbitalPlace } from '../orbital/resolve-place.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import { useUnitSearch } from './use-unit-search.ts';
import './sidebar.css';

const UnitDetailPanel = lazy(() => import('../unit/UnitDetailPanel.tsx'));

interface Props {
  place: OrbitalPlace;
  sidebar: SidebarState;
  dispatch: Dispatch<SidebarAction>;
  withFilter: boolean;
  mobile: boolean;
  onSelectUnit: (unit: TUnit) => void;
  onCloseUnit: () => void;
  /** The search kept no unit: the selected one is no longer selected (its URL and highlight go). */
  onSelectionCleared: () => void;
  /** Names of the units the applied search keeps (null: no search), to tone down the others. */
  onMatchingChange: (names: ReadonlySet<string> | null) => void;
}

/**
 * The filter panel and the section (results or unit sheet). Above 1100 px they stand side by
 * side on the right; at 1100 px or less one sheet shows at a time (unit, results, filters).
 */
export default function OrbitalSidebar(props: Props) {
  const { place, sidebar, dispatch, withFilter, mobile, onSelectUnit, onCloseUnit, onMatchingChange } = props;
  const { onSelectionCleared } = props;
  const { t } = useTranslation();
  const search = useUnitSearch(place.units, place.project);
  const { applied } = search.state;
  const { results } = search;
  useEffect(() => {
    onMatchingChange(applied ? new Set(results.map((unit) => unit.name)) : null);
  }, [applied, results, onMatchingChange]);
  const favouriteCount = useFavourites().list.ids.length;
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  // A unit shown (from the model, a row or a favourite) takes the section back. Decided while
  // rendering, not in an effect: an effect runs late on a busy phone, and then closed the list
  // the visitor had just opened over a shared unit's sheet.
  const shownUnit = `${sidebar.unitId}:${sidebar.unitPanelOpen}`;
  const [unitShownBefore, setUnitShownBefore] = useState(shownUnit);
  if (unitShownBefore !== shownUnit) {
    setUnitShownBefore(shownUnit);
    setFavouritesOpen(false);
  }
  const unit = sidebar.unitPanelOpen
    ? (place.units.find((candidate) => candidate.id === sidebar.unitId) ?? null)
    : null;
  const showFavourites = favouritesOpen;
  const showUnit = sidebar.sectionOpen && unit !== null && !showFavourites;
  const showResults =
    withFilter && sidebar.sectionOpen && sidebar.resultsOpen && !showUnit && !showFavourites;
  const showFilters =
    withFilter && sidebar.filtersOpen && !(mobile && (showUnit || showResults || showFavourites));

  const onSearch = (resultCount: number) => {
    dispatch({ type: 'search', resultCount });
    if (resultCount === 0) onSelectionCleared();
  };

  // a filter the page around sends to the embedded showcase (public/embed)
  useRequestedFilters((filter) => onSearch(search.applyFilter(filter)));

  const onToggle = () => {
    setFavouritesOpen(false);
    search.open();
    dispatch({ type: 'toggleButton', mobile });
  };

  return (
    <>
      <div className="sidebar-buttons">
        {(favouriteCount > 0 || showFavourites) && !(mobile && (showUnit || showFavourites)) && (
          <button
            type="button"
            className="button button--ghost sidebar-favourites-toggle"
            aria-expanded={showFavourites}
            onClick={() => setFavouritesOpen((open) => !open)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 20.5 4.2 13A5 5 0 0 1 12 6.6 5 5 0 0 1 19.8 13z" />
            </svg>
            {t('favouriteList.open', { count: favouriteCount })}
          </button>
        )}
        {withFilter && !(mobile && (showUnit || showFavourites)) && (
          <button
            type="button"
            className="button sidebar-toggle"
            aria-expanded={sidebar.filtersOpen || sidebar.resultsOpen}
            onClick={onToggle}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="currentColor" />
            </svg>
            {t('orbital.filter')}
          </button>
        )}
      </div>
      <div className={`orbital-sidebar ${mobile ? 'orbital-sidebar--mobile' : ''}`}>
        {showFilters && (
          <FilterPanel
            project={place.project}
            search={search}
            onClose={() => dispatch({ type: 'closeFilters' })}
            onSearch={onSearch}
          />
        )}
        {showResults && (
          <ResultsPanel
            floors={place.floors}
            project={place.project}
            search={search}
            selectedId={sidebar.unitId}
            onSelect={onSelectUnit}
            onClose={() => dispatch({ type: 'toggleResults' })}
            onSearch={onSearch}
          />
        )}
        {showFavourites && <FavouritesPanel onClose={() => setFavouritesOpen(false)} />}
        {showUnit && unit && (
          <Suspense
            fallback={
              <aside className="sidebar-panel sidebar-panel--unit">
                <Spinner />
              </aside>
            }
          >
            <UnitDetailPanel unit={unit} place={place} onBack={onCloseUnit} />
          </Suspense>
        )}
      </div>
    </>
  );
}
