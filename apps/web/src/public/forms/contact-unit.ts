import type { TBuilding, TDomain, TUnit } from '@vitrine/core';

/** What "Contactez-nous" on a unit sheet hands the contact page (router state, not the URL). */
export interface ContactUnitState {
  contactUnitId: number;
}

export function contactUnitState(unitId: number): ContactUnitState {
  return { contactUnitId: unitId };
}

/** The unit id a navigation carried, or null (a direct visit, a reload, or anything malformed). */
export function contactUnitIdOf(state: unknown): number | null {
  const id = (state as Partial<ContactUnitState> | null)?.contactUnitId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

function unitsOfBuilding(building: TBuilding): TUnit[] {
  return [
    ...(building.floors ?? []).flatMap((floor) => floor.units ?? []),
    ...(building.buildings ?? []).flatMap(unitsOfBuilding),
  ];
}

/** A unit of the site by id, from the loaded domain; undefined when the site has none such. */
export function findSiteUnit(domain: TDomain, id: number): TUnit | undefined {
  for (const project of domain.projects ?? []) {
    for (const building of project.buildings ?? []) {
      const unit = unitsOfBuilding(building).find((candidate) => candidate.id === id);
      if (unit) return unit;
    }
  }
  return undefined;
}
