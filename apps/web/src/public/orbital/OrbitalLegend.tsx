import type { TCategory, TProject, TUnit } from '@vitrine/core';
import { roomCountLegend, type StatusMark, statusMark } from '@vitrine/core/colors';
import { isInteractiveUnit } from '@vitrine/core/display-rules';
import { typologyLabel } from '@vitrine/core/typology';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

interface LegendEntry {
  key: string;
  label: string;
  color: string;
}

/** Categories when the project shows them; otherwise room counts, only when the largest is 1..10. */
export function OrbitalLegend({ project, units }: { project: TProject; units: readonly TUnit[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const topLevel = units.filter((unit) => unit.unit_id === null);
  let entries: LegendEntry[];
  if (project.show_category) {
    const used = new Set(topLevel.map((unit) => unit.category_id));
    const categories: TCategory[] = project.categories?.length
      ? project.categories
      : topLevel.flatMap((unit) => (unit.category ? [unit.category] : []));
    const unique = new Map(
      categories.filter((category) => used.has(category.id)).map((category) => [category.id, category]),
    );
    entries = [...unique.values()].map((category) => ({
      key: `c${category.id}`,
      label: translatedField(category, 'name', locale),
      color: category.color,
    }));
  } else {
    entries = roomCountLegend(topLevel, project.settings).map((entry) => ({
      key: `t${entry.bedrooms}`,
      label: typologyLabel(entry.bedrooms, project.topology, locale),
      color: entry.color,
    }));
  }
  const statuses = statusEntries(topLevel);
  if (entries.length === 0 && statuses.length === 0) return null;
  return (
    <section className="orbital-legend" aria-label={t('orbital.legend')}>
      {entries.length > 0 && (
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <span className="dot" style={{ background: entry.color }} aria-hidden="true" />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
      {statuses.length > 0 && (
        <ul className="orbital-legend__status" aria-label={t('availability.legendStatus')}>
          {statuses.map((mark) => (
            <li key={mark ?? 'none'}>
              <span className={`swatch ${mark ? `swatch--${mark}` : ''}`} aria-hidden="true" />
              {t(STATUS_LEGEND[mark ?? 'none'])}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const STATUS_LEGEND = {
  none: 'availability.legendAvailable',
  dots: 'availability.legendReserved',
  hatch: 'availability.legendSold',
} as const;

/** The status marks of the model, in the legend when some unit carries one: plain, dotted, hatched. */
function statusEntries(units: readonly TUnit[]): (StatusMark | null)[] {
  const marks = new Set(units.filter(isInteractiveUnit).map((unit) => statusMark(unit.status_id)));
  if (!marks.has('hatch') && !marks.has('dots')) return [];
  return ([null, 'dots', 'hatch'] as const).filter((mark) => marks.has(mark));
}
