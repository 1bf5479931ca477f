import { MAX_TOURS } from '@vitrine/core/tours';
import { useEffect, useId, useRef, useState } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { virtualTourPath } from '../../routes/paths.ts';
import { NavLink, useLocation } from '../../routes/router.tsx';

/** "Visites Virtuelles" with a disclosure submenu of up to 4 tours (name and thumbnail). */
export function ToursMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const domain = useDomain();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const tours = [...(domain.tours ?? [])].sort((a, b) => a.order - b.order).slice(0, MAX_TOURS);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !rootRef.current?.contains(event.target as Node)
      ) {
        setOpenOn(null);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const active = pathname.startsWith('/visites-virtuelles');
  return (
    <div className="tours-menu" ref={rootRef}>
      <button
        type="button"
        className={`site-nav__link tours-menu__toggle ${active ? 'active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t('nav.virtualTours')}
        <span aria-hidden="true" className="tours-menu__caret">
          ▾
        </span>
      </button>
      <ul id={menuId} className="tours-menu__list" hidden={!open}>
        {(tours.length ? tours : [null]).map((tour, index) => {
          const number = tour?.order ?? index + 1;
          const name = tour ? translatedField(tour, 'name', locale) : '';
          return (
            <li key={tour?.id ?? number}>
              <NavLink to={virtualTourPath(number)} className="tours-menu__item">
                {tour?.thumb?.url ? (
                  <img src={tour.thumb.url} alt="" width={64} height={40} loading="lazy" />
                ) : null}
                <span>{name || t('nav.virtualTour', { number })}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
