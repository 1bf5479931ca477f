import type { ZBuildingFields } from '@vitrine/core/schemas/building';
import type { ZDomainFields } from '@vitrine/core/schemas/domain';
import type { ZFloorFields } from '@vitrine/core/schemas/floor';
import type { ZProjectFields } from '@vitrine/core/schemas/project';
import type { ZUnitFields } from '@vitrine/core/schemas/unit';
import type { z } from 'zod';
import type { Row } from '../db/schema.ts';
import { fileRef, flag, type PresentContext, translations } from './present-context.ts';

// The own columns of each entity of the tree; relations are attached by the caller.

export function presentDomainFields(row: Row<'domains'>, ctx: PresentContext): z.infer<typeof ZDomainFields> {
  return {
    id: row.id,
    corporation_id: row.corporation_id,
    host: row.host,
    ...translations(ctx, { name: row.name, title: row.title, subtitle: row.subtitle }),
  };
}

export function presentProjectFields(
  row: Row<'projects'>,
  ctx: PresentContext,
): z.infer<typeof ZProjectFields> {
  return {
    id: row.id,
    domain_id: row.domain_id,
    topology: row.topology,
    show_price: flag(row.show_price),
    show_category: flag(row.show_category),
    cgu: row.cgu,
    emerige_id: row.emerige_id,
    immolead_id: row.immolead_id,
    adlead_id: row.adlead_id,
    unlatch_id: row.unlatch_id,
    ...translations(ctx, { name: row.name, gdpr: row.gdpr }),
  };
}

export function presentBuildingFields(
  row: Row<'buildings'>,
  ctx: PresentContext,
): z.infer<typeof ZBuildingFields> {
  return {
    id: row.id,
    name: row.name,
    project_id: row.project_id,
    building_id: row.building_id,
    adlead_id: row.adlead_id,
    order_column: row.order_column,
    ...translations(ctx, { description: row.description }),
  };
}

export function presentFloorFields(row: Row<'floors'>, ctx: PresentContext): z.infer<typeof ZFloorFields> {
  return {
    id: row.id,
    name: row.name,
    building_id: row.building_id,
    adlead_id: row.adlead_id,
    order: row.order,
    ...translations(ctx, { description: row.description }),
  };
}

export function presentUnitFields(row: Row<'units'>, ctx: PresentContext): z.infer<typeof ZUnitFields> {
  return {
    id: row.id,
    name: row.name,
    floor_id: row.floor_id,
    unit_id: row.unit_id,
    status_id: row.status_id,
    category_id: row.category_id,
    bedrooms: row.bedrooms,
    surface: Number(row.surface),
    price: row.price === null ? null : Number(row.price),
    has_garden: flag(row.has_garden),
    has_terrace: flag(row.has_terrace),
    has_balcony: flag(row.has_balcony),
    has_loggia: flag(row.has_loggia),
    blueprint2D: fileRef(ctx, row.blueprint_2d_path),
    blueprint3D: fileRef(ctx, row.blueprint_3d_path),
    blueprints: fileRef(ctx, row.blueprint_pdf_path),
    ...translations(ctx, {
      fullname: row.fullname,
      description: row.description,
      price_detail: row.price_detail,
    }),
  };
}
