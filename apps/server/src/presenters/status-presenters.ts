import type { TCategory, TStatus } from '@vitrine/core/schemas/status';
import type { Row } from '../db/schema.ts';
import { type PresentContext, translations } from './present-context.ts';

export function presentStatus(row: Row<'statuses'>, ctx: PresentContext): TStatus {
  return {
    id: row.id,
    project_id: row.project_id,
    color: row.color,
    ...translations(ctx, { name: row.name }),
  };
}

export function presentCategory(row: Row<'categories'>, ctx: PresentContext): TCategory {
  return {
    id: row.id,
    project_id: row.project_id,
    color: row.color,
    order: row.order,
    ...translations(ctx, { name: row.name }),
  };
}
