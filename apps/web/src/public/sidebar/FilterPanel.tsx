import type { TProject, TUnitOption } from '@vitrine/core';
import { formatPrice, formatSurface } from '@vitrine/core/format';
import { roomFilterLabel, typologyLabel } from '@vitrine/core/typology';
import { DEFAULT_MAX_PRICE, DEFAULT_MAX_SURFACE, SURFACE_STEP } from '@vitrine/core/unit-search';
import { useEffect } from 'react';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { RangeSlider } from './RangeSlider.tsx';
import type { UnitSearch } from './use-unit-search.ts';

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((entry) => entry !== item);
}

interface Props {
  project: TProject;
  search: UnitSearch;
  onClose: () => void;
  onSearch: (resultCount: number) => void;
}

/** "Critère de sélection": rooms or categories, price, surface, exterior options. */
export function FilterPanel({ project, search, onClose, onSearch }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { draft, bounds } = search.state;
  const { open } = search;
  // first open: maxima and offers from the units present
  useEffect(() => open(), [open]);
  const maxPrice = bounds?.maxPrice ?? DEFAULT_MAX_PRICE;
  const maxSurface = bounds?.maxSurface ?? DEFAULT_MAX_SURFACE;
  const categories = (project.categories ?? []).filter(
    (category) => !bounds || bounds.categories.includes(category.id),
  );

  return (
    <aside className="sidebar-panel sidebar-panel--filters" aria-labelledby="filters-title">
      <header className="sidebar-panel__header">
        <h2 id="filters-title">{t('filters.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('front.filtersClose')} onClick={onClose}>
          ×
        </button>
      </header>
      <form
        className="filter-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(search.search());
        }}
      >
        {project.show_category ? (
          <fieldset className="choice-group">
            <legend>{t('filters.categories')}</legend>
            {categories.map((category) => (
              <label key={category.id} className="choice">
                <input
                  type="checkbox"
                  checked={draft.categories.includes(category.id)}
                  onChange={(event) =>
                    search.change({
                      categories: toggled(draft.categories, category.id, event.target.checked),
                    })
                  }
                />
                <span className="dot" style={{ background: category.color }} aria-hidden="true" />
                {translatedField(category, 'name', locale)}
              </label>
            ))}
          </fieldset>
        ) : (
          <fieldset className="choice-group choice-group--inline">
            <legend>{roomFilterLabel(project.topology, locale)}</legend>
            {(bounds?.bedrooms ?? []).map((bedrooms) => (
              <label key={bedrooms} className="choice choice--pill">
                <input
                  type="checkbox"
                  checked={draft.bedrooms.includes(bedrooms)}
                  onChange={(event) =>
                    search.change({ bedrooms: toggled(draft.bedrooms, bedrooms, event.target.checked) })
                  }
                />
                <span>{typologyLabel(bedrooms, project.topology, locale)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {project.show_price && (
          <RangeSlider
            label={t('filters.price')}
            min={0}
            max={maxPrice}
            step={maxPrice / 100}
            value={draft.price}
            format={(value) => formatPrice(value, locale)}
            minLabel={t('front.minimum')}
            maxLabel={t('front.maximum')}
            onChange={(price) => search.change({ price })}
          />
        )}
        <RangeSlider
          label={t('filters.surface')}
          min={0}
          max={maxSurface}
          step={SURFACE_STEP}
          value={draft.surface}
          format={(value) => formatSurface(value, locale)}
          minLabel={t('front.minimum')}
          maxLabel={t('front.maximum')}
          onChange={(surface) => search.change({ surface })}
        />
        {(bounds?.options.length ?? 0) > 0 && (
          <fieldset className="choice-group choice-group--inline">
            <legend>{t('filters.options')}</legend>
            {bounds?.options.map((option: TUnitOption) => (
              <label key={option} className="choice choice--pill">
                <input
                  type="checkbox"
                  checked={draft.options.includes(option)}
                  onChange={(event) =>
                    search.change({ options: toggled(draft.options, option, event.target.checked) })
                  }
                />
                <span>{t(`filters.${option}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="filter-form__actions">
          <button type="button" className="button button--ghost" onClick={() => onSearch(search.reset())}>
            {t('filters.reset')}
          </button>
          <button type="submit" className="button">
            {t('filters.search')}
          </button>
        </div>
      </form>
    </aside>
  );
}
