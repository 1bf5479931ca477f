import type { TProject, TUnit } from '@vitrine/core';
import { unitSummary } from '@vitrine/core/unit-summary';
import { lazy, Suspense } from 'react';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { StatusBadge } from '../unit/StatusBadge.tsx';

/**
 * The heart loads with the sidebar, after the model's first frame (the tooltip shows later still):
 * it stays out of the first bundle. Its place is kept meanwhile.
 */
const FavouriteButton = lazy(() =>
  import('../favourites/FavouriteButton.tsx').then((module) => ({ default: module.FavouriteButton })),
);

type Props =
  | { unknownName: string; unit?: undefined; project?: undefined; onOpen?: undefined }
  | { unit: TUnit; project: TProject; onOpen: (() => void) | undefined; unknownName?: undefined };

/** What the hover tooltip says about a unit, or that there is no information yet. */
export function TooltipBody(props: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!props.unit) {
    return (
      <p className="unit-tooltip__empty">
        {t('orbital.noUnitData')} {props.unknownName}
      </p>
    );
  }
  const summary = unitSummary(props.unit, props.project, locale, 'list');
  return (
    <>
      <div className="unit-tooltip__head">
        <p className="unit-tooltip__title">{summary.title}</p>
        <Suspense fallback={<span className="favourite-button" aria-hidden="true" />}>
          <FavouriteButton unit={props.unit} name={summary.title} />
        </Suspense>
      </div>
      {summary.status && <StatusBadge status={summary.status} />}
      <dl className="unit-facts unit-facts--compact">
        {summary.facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {props.onOpen && (
        <button type="button" className="button button--small unit-tooltip__open" onClick={props.onOpen}>
          {t('front.openUnit')}
        </button>
      )}
    </>
  );
}
