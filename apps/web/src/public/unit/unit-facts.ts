import type { DisplayPlace, TLocale, TProject, TUnit } from '@vitrine/core';
import { showCategory, showPrice, showSurface, unitStatusLabel } from '@vitrine/core/display-rules';
import { formatPrice, formatSurface } from '@vitrine/core/format';
import { translate } from '@vitrine/core/i18n/public';
import { flag } from '@vitrine/core/settings';
import { pickTranslation } from '@vitrine/core/translation';
import { typologyLabel } from '@vitrine/core/typology';

export interface UnitFact {
  key: 'typology' | 'surface' | 'price' | 'category' | 'priceDetail';
  label: string;
  value: string;
}

export interface UnitSummary {
  title: string;
  status: { label: string; color: string } | null;
  facts: UnitFact[];
}

type ProjectView = Pick<TProject, 'show_price' | 'show_category' | 'topology' | 'settings' | 'statuses'>;

function statusOf(unit: TUnit, project: ProjectView, locale: TLocale) {
  const status =
    unit.status ?? project.statuses?.find((candidate) => candidate.id === unit.status_id) ?? null;
  const named = status
    ? { name: pickTranslation(status.translatable?.name, locale) || status.name, color: status.color }
    : null;
  return unitStatusLabel({ ...unit, status: named }, locale);
}

/** A unit's title, status and facts by the display rules (front office §5) and project flags (§6). */
export function unitSummary(
  unit: TUnit,
  project: ProjectView,
  locale: TLocale,
  place: DisplayPlace,
): UnitSummary {
  const settings = project.settings;
  const fullname = pickTranslation(unit.translatable?.fullname, locale) || unit.fullname || unit.name;
  const title = flag(settings, 'with-name') || place === 'panel' ? fullname : unit.name;
  const facts: UnitFact[] = [];
  if (flag(settings, 'with-typology') && unit.bedrooms >= 0) {
    facts.push({
      key: 'typology',
      label: translate(locale, 'unit.typology'),
      value: typologyLabel(unit.bedrooms, project.topology, locale),
    });
  }
  if (showSurface(unit, place)) {
    facts.push({
      key: 'surface',
      label: translate(locale, 'unit.surface'),
      value: formatSurface(unit.surface),
    });
  }
  if (showCategory(project) && unit.category) {
    const category = pickTranslation(unit.category.translatable?.name, locale) || unit.category.name;
    facts.push({ key: 'category', label: translate(locale, 'unit.category'), value: category });
  }
  if (showPrice(unit, project, place)) {
    facts.push({ key: 'price', label: translate(locale, 'unit.price'), value: formatPrice(unit.price) });
  }
  const priceDetail = pickTranslation(unit.translatable?.price_detail, locale) || unit.price_detail;
  if (place === 'panel' && priceDetail && flag(settings, 'with-price-detail')) {
    facts.push({ key: 'priceDetail', label: translate(locale, 'unit.priceDetail'), value: priceDetail });
  }
  const status = flag(settings, 'with-availability') ? statusOf(unit, project, locale) : null;
  return { title, status, facts };
}
