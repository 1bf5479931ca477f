import { comparisonPath, MAX_COMPARED, MIN_COMPARED } from '@vitrine/core/comparison-path';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from '../../routes/router.tsx';
import { StatusBadge } from '../unit/StatusBadge.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { registerFavouriteStrings } from './favourite-strings.ts';
import { comparedUnit, findUnits } from './favourite-units.ts';
import { useFavourites } from './favourites-store.ts';
import { useFreshDomain } from './use-fresh-domain.ts';
import './favourites-panel.css';

registerFavouriteStrings();

/**
 * "Mes favoris" in the orbital sidebar: the device's list, each unit with its status as /domain
 * says now (a sold one marked, one the site no longer shows said so, never dropped silently), a
 * box to tick it for the comparison, and the way there.
 */
export function FavouritesPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const favourites = useFavourites();
  const domain = useFreshDomain();
  const found = findUnits(domain, favourites.list.ids);
  const onSite = new Set(found.flatMap((entry) => (entry.found ? [entry.id] : [])));
  const compared = favourites.list.compared.filter((id) => onSite.has(id));
  const canCompare = compared.length >= MIN_COMPARED;

  return (
    <aside className="sidebar-panel sidebar-panel--favourites" aria-labelledby="favourites-title">
      <header className="sidebar-panel__header">
        <h2 id="favourites-title">
          {t('favouriteList.title')} <span className="sidebar-panel__count">({found.length})</span>
        </h2>
        <button type="button" className="icon-button" aria-label={t('favouriteList.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <ul className="favourites-list">
        {found.map(({ id, found: place }) => {
          if (!place) {
            return (
              <li key={id} className="favourites-list__item is-gone">
                <span className="favourites-list__gone">{t('favouriteList.gone')}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('favouriteList.forget')}
                  onClick={() => favourites.toggle(id)}
                >
                  ×
                </button>
              </li>
            );
          }
          const unit = comparedUnit(place, locale);
          const ticked = compared.includes(id);
          const facts = [unit.typology, unit.surface, unit.price].filter(Boolean).join(' · ');
          return (
            <li key={id} className={`favourites-list__item${unit.sold ? ' is-sold' : ''}`} data-unit={id}>
              <input
                type="checkbox"
                checked={ticked}
                disabled={!ticked && compared.length >= MAX_COMPARED}
                aria-label={t('favouriteList.compareUnit', { name: unit.summary.title })}
                onChange={() => favourites.toggleCompared(id)}
              />
              <div className="favourites-list__text">
                <Link to={unit.path} onClick={onClose} className="favourites-list__title">
                  {unit.summary.title}
                </Link>
                {unit.summary.status && <StatusBadge status={unit.summary.status} />}
                {facts && <span className="favourites-list__facts">{facts}</span>}
                {unit.sold && <strong className="favourites-list__sold">{t('favouriteList.sold')}</strong>}
              </div>
              <FavouriteButton unit={unit} name={unit.summary.title} />
            </li>
          );
        })}
      </ul>
      <p className="favourites-panel__hint">{t('favouriteList.compareHint')}</p>
      {canCompare ? (
        <Link to={comparisonPath(compared)} className="button">
          {t('favouriteList.compare', { count: compared.length })}
        </Link>
      ) : (
        <button type="button" className="button" disabled>
          {t('favouriteList.compare', { count: compared.length })}
        </button>
      )}
    </aside>
  );
}
