import type { TBuilding, TDomain, TFloor, TLocale, TProject, TUnit } from '@vitrine/core';
import { canOpenUnit, isUnitUnavailable } from '@vitrine/core/display-rules';
import { translate } from '@vitrine/core/i18n/public';
import { orbitalPath, projectPathName } from '@vitrine/core/orbital-path';
import { pickTranslation } from '@vitrine/core/translation';
import { UNIT_OPTIONS } from '@vitrine/core/unit-options';
import { type UnitSummary, unitSummary } from '@vitrine/core/unit-summary';
import { projectBuildings } from '../orbital/resolve-place.ts';

/** Where a unit of the site is: its project, building and floor. */
export interface UnitOnSite {
  unit: TUnit;
  project: TProject;
  building: TBuilding;
  floor: TFloor;
}

/** A unit id of a list or a link, with the unit the site still shows, or null when it shows none. */
export interface FoundUnit {
  id: number;
  found: UnitOnSite | null;
}

/** Every top-level unit the site shows, by id (the /domain answer: projects, buildings, floors). */
export function unitsOnSite(domain: TDomain): Map<number, UnitOnSite> {
  const units = new Map<number, UnitOnSite>();
  for (const project of domain.projects ?? []) {
    for (const building of projectBuildings(project)) {
      for (const floor of building.floors ?? []) {
        for (const unit of floor.units ?? []) {
          if (unit.unit_id === null && !units.has(unit.id))
            units.set(unit.id, { unit, project, building, floor });
        }
      }
    }
  }
  return units;
}

/** The ids, in their order, each with its unit when the site still shows it. */
export function findUnits(domain: TDomain, ids: readonly number[]): FoundUnit[] {
  const units = unitsOnSite(domain);
  return ids.map((id) => ({ id, found: units.get(id) ?? null }));
}

/** The unit's page on the model, its sheet open when it opens (available, with-detail). */
export function unitPagePath({ unit, project, building, floor }: UnitOnSite): string {
  return orbitalPath({
    project: projectPathName(project),
    building: building.name,
    floor: floor.name,
    unit: unit.name,
    showUnit: canOpenUnit(unit, project.settings),
  });
}

/** One unit's column of the comparison; a fact the site does not show for it is null. */
export interface ComparedUnit {
  id: number;
  status_id: number | null;
  summary: UnitSummary;
  /** The 2D plan, else the 3D one (the site has them for units whose sheet opens). */
  plan: string | null;
  typology: string | null;
  surface: string | null;
  floor: string;
  /** The unit's outdoor spaces by name (garden, terrace…), empty when it has none. */
  exteriors: string[];
  price: string | null;
  sold: boolean;
  path: string;
}

/**
 * What the comparison shows of a unit, by the same display rules as its tooltip and results row
 * (unitSummary, 'list'): typology only with with-typology, price only where the site shows one,
 * status only with with-availability. A sold unit is marked whatever the settings.
 */
export function comparedUnit(place: UnitOnSite, locale: TLocale): ComparedUnit {
  const { unit, project, floor } = place;
  const summary = unitSummary(unit, project, locale, 'list');
  const fact = (key: string) => summary.facts.find((candidate) => candidate.key === key)?.value ?? null;
  return {
    id: unit.id,
    status_id: unit.status_id,
    summary,
    plan: unit.blueprint2D?.url ?? unit.blueprint3D?.url ?? null,
    typology: fact('typology'),
    surface: fact('surface'),
    floor: pickTranslation(floor.translatable?.description, locale) || floor.description || floor.name,
    exteriors: UNIT_OPTIONS.filter((option) => unit[option]).map((option) =>
      translate(locale, `filters.${option}`),
    ),
    price: fact('price'),
    sold: isUnitUnavailable(unit),
    path: unitPagePath(place),
  };
}
