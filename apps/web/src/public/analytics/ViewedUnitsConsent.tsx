import type { TDomain, TLocale } from '@vitrine/core';
import { translatedField } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { findSiteUnit } from '../forms/contact-unit.ts';

export interface ViewedUnit {
  id: number;
  name: string;
}

/** The units of this site among `unitIds`, named in `locale` (a unit removed since is left out). */
export function siteViewedUnits(domain: TDomain, unitIds: readonly number[], locale: TLocale): ViewedUnit[] {
  return unitIds.flatMap((id) => {
    const unit = findSiteUnit(domain, id);
    return unit ? [{ id, name: translatedField(unit, 'fullname', locale) || unit.name }] : [];
  });
}

/** What a form sends: the units' ids when the box is ticked, nothing otherwise. */
export function viewedUnitsToSend(units: readonly ViewedUnit[], checked: boolean): number[] | undefined {
  return checked && units.length > 0 ? units.map((unit) => unit.id) : undefined;
}

interface Props {
  units: readonly ViewedUnit[];
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Joindre les lots que j'ai consultés : A01, B12": the visitor sees what would be sent and
 * decides; the box starts unticked (consent is given, never assumed). Nothing shows when no
 * unit of the site was opened during the visit.
 */
export function ViewedUnitsConsent({ units, checked, onChange }: Props) {
  const { t } = useTranslation();
  if (units.length === 0) return null;
  return (
    <div className="form-field form-field--check viewed-units-consent">
      <label>
        <input
          type="checkbox"
          name="send_viewed_units"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {t('visitorAnalytics.sendViewedUnits', { units: units.map((unit) => unit.name).join(', ') })}
        </span>
      </label>
      <small>{t('visitorAnalytics.sendViewedUnitsHint')}</small>
    </div>
  );
}
