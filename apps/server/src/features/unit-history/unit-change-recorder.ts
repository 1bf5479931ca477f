import {
  type TUnitChangeSource,
  type TUnitHistoryField,
  UNIT_HISTORY_FIELDS,
} from '@vitrine/core/schemas/price-list';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { wakeQueueOnCommit } from '../../queue/wake-on-commit.ts';

/** One field of one unit going from a value to another. */
export interface UnitFieldChange {
  unitId: number;
  field: TUnitHistoryField;
  from: number | null;
  to: number | null;
}

/** Who or what made a set of changes. */
export interface ChangeAuthor {
  source: TUnitChangeSource;
  userId: number | null;
}

const asNumber = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

const differs = (a: number | null, b: number | null) =>
  a === null || b === null ? a !== b : Math.abs(a - b) >= 0.005;

/** The history changes of one unit between its row before and the values written (only keys present). */
export function historyChangesOf(
  unitId: number,
  before: Record<string, unknown>,
  written: Record<string, unknown>,
): UnitFieldChange[] {
  return UNIT_HISTORY_FIELDS.filter((field) => field in written)
    .map((field) => ({ unitId, field, from: asNumber(before[field]), to: asNumber(written[field]) }))
    .filter((change) => differs(change.from, change.to));
}

/**
 * Keeps changes of status and price in the units' history, in the caller's transaction, and queues
 * one webhook delivery per corporation whose webhook is on (sent by unit-webhook-worker.ts once
 * the transaction is committed: a rolled-back change is neither kept nor sent).
 */
export async function recordUnitChanges(
  db: Kysely<Database>,
  changes: readonly UnitFieldChange[],
  author: ChangeAuthor,
): Promise<void> {
  const kept = changes.filter((change) => differs(change.from, change.to));
  if (kept.length === 0) return;
  const at = new Date().toISOString();
  const inserted = await db
    .insertInto('unit_changes')
    .values(
      kept.map((change) => ({
        unit_id: change.unitId,
        field: change.field,
        from_value: change.from,
        to_value: change.to,
        source: author.source,
        user_id: author.userId,
        created_at: at,
      })),
    )
    .returning('id')
    .execute();
  await queueWebhookDeliveries(
    db,
    kept.map((change, index) => ({ ...change, id: Number(inserted[index]!.id) })),
    author,
    at,
  );
}

async function queueWebhookDeliveries(
  db: Kysely<Database>,
  changes: (UnitFieldChange & { id: number })[],
  author: ChangeAuthor,
  at: string,
): Promise<void> {
  const unitIds = [...new Set(changes.map((change) => change.unitId))];
  const units = await db
    .selectFrom('units')
    .innerJoin('floors', 'floors.id', 'units.floor_id')
    .innerJoin('buildings', 'buildings.id', 'floors.building_id')
    .innerJoin('projects', 'projects.id', 'buildings.project_id')
    .innerJoin('domains', 'domains.id', 'projects.domain_id')
    .innerJoin('unit_webhooks', 'unit_webhooks.corporation_id', 'domains.corporation_id')
    .select([
      'units.id',
      'units.name',
      'units.external_id',
      'units.floor_id',
      'projects.id as project_id',
      'domains.corporation_id',
    ])
    .where('units.id', 'in', unitIds)
    .where('unit_webhooks.enabled', '=', 1)
    .where('unit_webhooks.url', '<>', '')
    .execute();
  if (units.length === 0) return;
  const user =
    author.userId === null
      ? null
      : ((await db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', '=', author.userId)
          .executeTakeFirst()) ?? null);
  const byCorporation = new Map<number, object[]>();
  for (const change of changes) {
    const unit = units.find((row) => row.id === change.unitId);
    if (!unit) continue;
    const list = byCorporation.get(unit.corporation_id) ?? [];
    list.push({
      id: change.id,
      unit: {
        id: unit.id,
        name: unit.name,
        external_id: unit.external_id,
        floor_id: unit.floor_id,
        project_id: unit.project_id,
      },
      field: change.field,
      from: change.from,
      to: change.to,
      source: author.source,
      user,
      at,
    });
    byCorporation.set(unit.corporation_id, list);
  }
  for (const [corporationId, list] of byCorporation) {
    await db
      .insertInto('unit_webhook_deliveries')
      .values({
        corporation_id: corporationId,
        payload: JSON.stringify({ event: 'unit.changes', corporation_id: corporationId, changes: list }),
        created_at: at,
        next_attempt_at: at,
      })
      .execute();
  }
  if (byCorporation.size > 0) wakeQueueOnCommit(db, 'unit_webhook_deliveries');
}
