import type { TDomain } from '@vitrine/core';
import type { PageLanguage, SharedUnitMeta } from '@vitrine/core/page-render';
import { pickTranslation } from '@vitrine/core/translation';
import { unitSummary } from '@vitrine/core/unit-summary';
import { orbitalParamsOf } from '../orbital/early-first-frame.ts';
import { resolveOrbitalPlace } from '../orbital/resolve-place.ts';

/**
 * What a link to a unit's page shows where it is shared (title, description, preview image):
 * the unit's title and facts as its sheet reads them, in the page's language, with its floor and
 * project. Null on any other page, or when the URL names no unit.
 */
export function unitShareMeta(
  domain: TDomain,
  location: { pathname: string; host: string },
  language: PageLanguage,
): SharedUnitMeta | null {
  const params = orbitalParamsOf(location.pathname);
  const place = params?.unit ? resolveOrbitalPlace(domain, params, location.host) : null;
  const unit = place?.unit;
  if (!place || !unit || place.notFound) return null;
  const project = place.project;
  const summary = unitSummary(unit, project, language, 'panel');
  const floor = place.floors.find((candidate) => candidate.units?.some((one) => one.id === unit.id));
  const projectName = pickTranslation(project.translatable?.name, language) || project.name;
  const facts = summary.facts
    .filter((fact) => fact.key === 'typology' || fact.key === 'surface' || fact.key === 'price')
    .map((fact) => fact.value);
  const floorName = floor
    ? pickTranslation(floor.translatable?.description, language) || floor.description || floor.name
    : null;
  const description = [...facts, floorName, summary.status?.label].filter(Boolean).join(' · ');
  return {
    title: `${summary.title} — ${projectName}`,
    description,
    unitId: unit.id,
  };
}
