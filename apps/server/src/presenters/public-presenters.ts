import { canOpenUnit, showPrice } from '@vitrine/core/display-rules';
import type { ZBuildingFields } from '@vitrine/core/schemas/building';
import type { ZDomainFields } from '@vitrine/core/schemas/domain';
import type { ZFloorFields } from '@vitrine/core/schemas/floor';
import type { ZProjectFields } from '@vitrine/core/schemas/project';
import type { TSetting } from '@vitrine/core/schemas/setting';
import type { ZUnitFields } from '@vitrine/core/schemas/unit';
import { isPublicSetting, type SettingLike } from '@vitrine/core/settings';
import type { z } from 'zod';
import type { Row } from '../db/schema.ts';
import {
  presentBuildingFields,
  presentDomainFields,
  presentFloorFields,
  presentProjectFields,
  presentUnitFields,
} from './catalogue-presenters.ts';
import type { PresentContext } from './present-context.ts';
import { presentSetting } from './setting-presenter.ts';

// The public site's view of the catalogue (GET /domain, GET /unit/{id}): the admin's fields less
// what the site never shows (docs/decisions.md, "Public answers and the Host").

export function presentPublicDomainFields(
  row: Row<'domains'>,
  ctx: PresentContext,
): z.infer<typeof ZDomainFields> {
  const { corporation_id: _corporation, ...fields } = presentDomainFields(row, ctx);
  return fields;
}

/** Without the CRM references. */
export function presentPublicProjectFields(
  row: Row<'projects'>,
  ctx: PresentContext,
): z.infer<typeof ZProjectFields> {
  const {
    emerige_id: _emerige,
    immolead_id: _immolead,
    adlead_id: _adlead,
    unlatch_id: _unlatch,
    ...fields
  } = presentProjectFields(row, ctx);
  return fields;
}

export function presentPublicBuildingFields(
  row: Row<'buildings'>,
  ctx: PresentContext,
): z.infer<typeof ZBuildingFields> {
  const { adlead_id: _adlead, ...fields } = presentBuildingFields(row, ctx);
  return fields;
}

export function presentPublicFloorFields(
  row: Row<'floors'>,
  ctx: PresentContext,
): z.infer<typeof ZFloorFields> {
  const { adlead_id: _adlead, ...fields } = presentFloorFields(row, ctx);
  return fields;
}

/**
 * A unit as the site may show it: its price and price detail only where the site shows a price
 * (the project shows prices and the unit is available, display-rules.ts); null and '' elsewhere.
 * Its description and plans only where its sheet opens (`canOpenUnit`: available and with-detail
 * on); the sheet is the only place that shows them.
 */
export function presentPublicUnitFields(
  row: Row<'units'>,
  project: Pick<Row<'projects'>, 'show_price'>,
  projectSettings: readonly SettingLike[],
  ctx: PresentContext,
): z.infer<typeof ZUnitFields> {
  const fields = withoutHiddenPrice(presentUnitFields(row, ctx), project);
  if (canOpenUnit(fields, projectSettings)) return fields;
  const closed = { ...fields, description: '', blueprint2D: null, blueprint3D: null, blueprints: null };
  if (fields.translatable) {
    closed.translatable = { ...fields.translatable, description: { fr: '', en: '' } };
  }
  return closed;
}

function withoutHiddenPrice(
  fields: z.infer<typeof ZUnitFields>,
  project: Pick<Row<'projects'>, 'show_price'>,
): z.infer<typeof ZUnitFields> {
  if (showPrice(fields, { show_price: Boolean(project.show_price) })) return fields;
  const hidden = { ...fields, price: null, price_detail: '' };
  if (fields.translatable) {
    hidden.translatable = { ...fields.translatable, price_detail: { fr: '', en: '' } };
  }
  return hidden;
}

/** The settings a public site reads (never those the server keeps for itself). */
export function presentPublicSettings(rows: readonly Row<'settings'>[], ctx: PresentContext): TSetting[] {
  return rows.filter(isPublicSetting).map((row) => presentSetting(row, ctx));
}
