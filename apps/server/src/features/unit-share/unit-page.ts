import type { Locale } from '@vitrine/core/i18n/index';
import { orbitalPath, projectPathName } from '@vitrine/core/orbital-path';
import { unitSummary } from '@vitrine/core/unit-summary';
import type { PresentContext } from '../../presenters/present-context.ts';
import { presentUnitWithRelations } from '../units/unit-presenter.ts';
import type { UnitWithRelations } from '../units/unit-repository.ts';

/** The path of a unit's page on its site (its sheet open); route names are the French ones. */
export function unitPagePath(found: UnitWithRelations, fileUrl: PresentContext['fileUrl']): string {
  const french = presentUnitWithRelations(found, { locale: 'fr', translatable: false, fileUrl });
  return orbitalPath({
    project: projectPathName(french.project!),
    building: found.building.name,
    floor: found.floor.name,
    unit: found.unit.name,
    showUnit: true,
  });
}

/** The two lines of a unit's link preview: its title, and its typology, surface, price and project. */
export function previewCaption(
  found: UnitWithRelations,
  locale: Locale,
  fileUrl: PresentContext['fileUrl'],
): { title: string; facts: string } {
  const unit = presentUnitWithRelations(found, { locale, translatable: false, fileUrl });
  const summary = unitSummary(unit, { ...unit.project!, settings: found.projectSettings }, locale, 'panel');
  const facts = summary.facts
    .filter((fact) => fact.key === 'typology' || fact.key === 'surface' || fact.key === 'price')
    .map((fact) => fact.value);
  return {
    title: summary.title,
    facts: [...facts, unit.project?.name ?? ''].filter(Boolean).join(' · '),
  };
}
