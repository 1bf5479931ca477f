import { isUnitUnavailable } from '@vitrine/core/display-rules';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { showToast } from '../../ui/toast.tsx';
import { MAX_FAVOURITES } from './favourites-list.ts';
import { useFavourites } from './favourites-store.ts';
import './favourites.css';

interface Props {
  unit: { id: number; status_id: number | null };
  /** The unit's name as the visitor reads it: the button is named after it. */
  name: string;
}

/**
 * The heart on the unit sheet, the tooltip and the results rows: a toggle button (aria-pressed)
 * named after the unit. A sold unit offers none, unless it is already a favourite (to remove it).
 * Kept tiny: it is in the model's first bundle (the tooltip).
 */
export function FavouriteButton({ unit, name }: Props) {
  const { t } = useTranslation();
  const { list, toggle } = useFavourites();
  const unitId = unit.id;
  const pressed = list.ids.includes(unitId);
  if (!pressed && isUnitUnavailable(unit)) return null;
  const onClick = () => {
    if (!toggle(unitId)) showToast(t('favourites.full', { count: MAX_FAVOURITES }), 'error');
  };
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={t('favourites.heart', { name })}
      title={t(pressed ? 'favourites.remove' : 'favourites.add')}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 20.5 4.2 13A5 5 0 0 1 12 6.6 5 5 0 0 1 19.8 13z" />
      </svg>
    </button>
  );
}
