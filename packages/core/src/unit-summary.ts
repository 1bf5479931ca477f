import {
  type DisplayPlace,
  priceText,
  showCategory,
  showRooms,
  showSurface,
  unitStatusLabel,
} from './display-rules.ts';
import { formatSurface } from './format.ts';
import { translate } from './i18n/public.ts';
import type { TProject } from './schemas/project.ts';
import type { TLocale } from './schemas/translatable.ts';
import type { TUnit } from './schemas/unit.ts';
import { flag, type SettingLike } from './settings.ts';
import { pickTranslation } from './translation.ts';
import { typologyLabel } from './typology.ts';

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

export type ProjectView = Pick<TProject, 'show_price' | 'show_category' | 'topology' | 'statuses'> & {
  settings?: readonly SettingLike[] | null;
};

function statusOf(unit: TUnit, project: ProjectView, locale: TLocale) {
  const status =
    unit.status ?? project.statuses?.find((candidate) => candidate.id === unit.status_id) ?? null;
  const named = status
    ? { name: pickTranslation(status.translatable?.name, locale) || status.name, color: status.color }
    : null;
  return unitStatusLabel({ ...unit, status: named }, locale);
}

/**
 * A unit's title, status and facts by the display rules (front office §5) and project flags (§6),
 * in the visitor's language: the unit sheet, tooltip and results rows, and the unit e-mail.
 */
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
  if (flag(settings, 'with-typology') && showRooms(unit)) {
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
      value: formatSurface(unit.surface, locale),
    });
  }
  if (showCategory(project) && unit.category) {
    const category = pickTranslation(unit.category.translatable?.name, locale) || unit.category.name;
    facts.push({ key: 'category', label: translate(locale, 'unit.category'), value: category });
  }
  const price = priceText(unit, project, locale);
  if (price) facts.push({ key: 'price', label: translate(locale, 'unit.price'), value: price });
  const priceDetail = pickTranslation(unit.translatable?.price_detail, locale) || unit.price_detail;
  if (place === 'panel' && priceDetail && flag(settings, 'with-price-detail')) {
    facts.push({ key: 'priceDetail', label: translate(locale, 'unit.priceDetail'), value: priceDetail });
  }
  const status = flag(settings, 'with-availability') ? statusOf(unit, project, locale) : null;
  return { title, status, facts };
}
