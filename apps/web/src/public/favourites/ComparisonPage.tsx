import { comparisonPath, parseComparedIds } from '@vitrine/core/comparison-path';
import { UNAVAILABLE_BLUEPRINT_IMAGE } from '@vitrine/core/settings';
import { type CSSProperties, type ReactNode, useEffect, useMemo } from 'react';
import { useServerOutcome } from '../../app/page-request.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useParams } from '../../routes/router.tsx';
import { StatusBadge } from '../unit/StatusBadge.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { registerFavouriteStrings } from './favourite-strings.ts';
import { type ComparedUnit, comparedUnit, findUnits } from './favourite-units.ts';
import { reportFavouritesEvent, useFavourites } from './favourites-store.ts';
import { shareLink } from './share-link.ts';
import { useFreshDomain } from './use-fresh-domain.ts';
import './comparison.css';

registerFavouriteStrings();

type Row = { key: string; label: string; cell: (unit: ComparedUnit) => ReactNode };

/**
 * /comparaison/{id}-{id}…: two to four units side by side (plan, typology, surface, floor,
 * outdoor spaces, price, status), from the link alone, so that a shared link opens the same
 * comparison anywhere; /comparaison alone compares the units ticked in the device's favourites.
 * Statuses follow /domain; a sold unit stays, marked; a unit the site no longer shows is counted.
 */
export default function ComparisonPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ids: segment } = useParams();
  const favourites = useFavourites();
  const domain = useFreshDomain();
  const linked = useMemo(() => parseComparedIds(segment), [segment]);
  const ids = segment === undefined ? favourites.list.compared : linked;
  const found = findUnits(domain, ids);
  const columns = found.flatMap((entry) => (entry.found ? [comparedUnit(entry.found, locale)] : []));
  const missing = found.length - columns.length;
  const idsKey = ids.join('-');
  // a link that names no unit of the site is no page to keep (the server caches pages it renders)
  const outcome = useServerOutcome();
  if (outcome && segment !== undefined && columns.length === 0) outcome.status = 404;

  useEffect(() => {
    if (idsKey) reportFavouritesEvent({ kind: 'comparison_opened', unitIds: idsKey.split('-').map(Number) });
  }, [idsKey]);

  const share = async () => {
    const url = new URL(comparisonPath(ids), window.location.href).href;
    const shared = await shareLink(url, t('favouriteList.comparison.title'), {
      copied: t('favouriteList.comparison.copied'),
      copyFailed: t('favouriteList.comparison.copyFailed', { url }),
    });
    if (shared) reportFavouritesEvent({ kind: 'comparison_shared', unitIds: ids });
  };
  const notKept = columns.some((column) => !favourites.list.ids.includes(column.id));
  const none = t('favouriteList.comparison.none');
  const rows: Row[] = [
    {
      key: 'plan',
      label: t('favouriteList.comparison.plan'),
      cell: (unit) => (
        <img
          className="comparison__plan"
          src={unit.plan ?? UNAVAILABLE_BLUEPRINT_IMAGE}
          alt={
            unit.plan
              ? `${t('favouriteList.comparison.plan')} — ${unit.summary.title}`
              : t('unit.unavailableBlueprint')
          }
          loading="lazy"
        />
      ),
    },
    { key: 'typology', label: t('unit.typology'), cell: (unit) => unit.typology ?? none },
    { key: 'surface', label: t('unit.surface'), cell: (unit) => unit.surface ?? none },
    { key: 'floor', label: t('unit.floor'), cell: (unit) => unit.floor },
    {
      key: 'exteriors',
      label: t('favouriteList.comparison.exteriors'),
      cell: (unit) =>
        unit.exteriors.length ? unit.exteriors.join(', ') : t('favouriteList.comparison.noExterior'),
    },
    { key: 'price', label: t('unit.price'), cell: (unit) => unit.price ?? none },
    {
      key: 'status',
      label: t('unit.status'),
      cell: (unit) => (unit.summary.status ? <StatusBadge status={unit.summary.status} /> : none),
    },
  ];

  return (
    <main id="main" className="comparison-page">
      <header className="comparison-page__header">
        <h1>{t('favouriteList.comparison.title')}</h1>
        <div className="comparison-page__actions">
          <Link to="/orbital" className="button button--ghost">
            <span aria-hidden="true">←</span> {t('favouriteList.comparison.back')}
          </Link>
          {notKept && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => favourites.keep(columns.map((c) => c.id))}
            >
              {t('favouriteList.comparison.keep')}
            </button>
          )}
          {columns.length > 0 && (
            <button type="button" className="button" onClick={() => void share()}>
              {t('favouriteList.comparison.share')}
            </button>
          )}
        </div>
      </header>
      {missing > 0 && columns.length > 0 && (
        <p className="comparison-page__note" role="status">
          {t('favouriteList.comparison.missing', { count: missing })}
        </p>
      )}
      {columns.length === 0 ? (
        <p className="comparison-page__note">
          {t(segment === undefined ? 'favouriteList.compareHint' : 'favouriteList.comparison.nothing')}
        </p>
      ) : (
        <div className="comparison-page__scroll">
          <table className="comparison-table" style={{ '--compared': columns.length } as CSSProperties}>
            <caption className="sr-only">{t('favouriteList.comparison.title')}</caption>
            <thead>
              <tr>
                <td />
                {columns.map((unit) => (
                  <th
                    key={unit.id}
                    scope="col"
                    className={unit.sold ? 'is-sold' : undefined}
                    data-unit={unit.id}
                  >
                    <span className="comparison-table__title">
                      <Link to={unit.path}>{unit.summary.title}</Link>
                      <FavouriteButton unit={unit} name={unit.summary.title} />
                    </span>
                    {unit.sold && (
                      <strong className="comparison-table__sold">
                        {t('favouriteList.comparison.soldMark')}
                      </strong>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row">{row.label}</th>
                  {columns.map((unit) => (
                    <td key={unit.id} className={unit.sold ? 'is-sold' : undefined}>
                      {row.cell(unit)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {columns.length === 1 && <p className="comparison-page__note">{t('favouriteList.comparison.one')}</p>}
    </main>
  );
}
