import type { TStatusMap } from '@vitrine/core/schemas/crm';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toTranslatedJson } from '../../db/translatable.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { historyChangesOf, recordUnitChanges } from '../unit-history/unit-change-recorder.ts';
import type { ExternalLot } from './crm-connector.ts';
import { mapStatus } from './status-mapping.ts';
import { floorFor, loadScope, type ScopeUnit, type UnitScope } from './unit-scope.ts';

export type { UnitScope } from './unit-scope.ts';

export type LotChange = Partial<ExternalLot> & { externalId: string };

export interface LotCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Lots without a unit here, left alone because creating was not asked. */
  missing: number;
  errors: number;
}

type Field = 'status_id' | 'price' | 'surface' | 'external_id';

/** What a run did to one unit (kept in sync_runs.details); unchanged units are only counted. */
export interface UnitDiff {
  action: 'created' | 'updated' | 'missing' | 'error' | 'stale';
  external_id: string;
  reference: string | null;
  unit_id: number | null;
  changes?: Partial<Record<Field, [unknown, unknown]>>;
  error?: string;
}

export interface ApplyOptions {
  scope: UnitScope;
  statusMap: TStatusMap;
  /** Create units for lots that match none (never on webhooks). */
  create: boolean;
  /** Who asked for the sync (null for webhooks): kept in the units' history. */
  userId?: number | null;
  /** When the change happened at the provider, if the lot itself does not say. */
  occurredAt?: string | null;
}

export interface ApplyResult {
  counts: LotCounts;
  diffs: UnitDiff[];
}

export const emptyCounts = (): LotCounts => ({ created: 0, updated: 0, unchanged: 0, missing: 0, errors: 0 });

export function addCounts(total: LotCounts, more: LotCounts): LotCounts {
  return {
    created: total.created + more.created,
    updated: total.updated + more.updated,
    unchanged: total.unchanged + more.unchanged,
    missing: total.missing + more.missing,
    errors: total.errors + more.errors,
  };
}

/** A provider's time as our canonical ISO string (comparable as text on both engines), or null. */
export function canonicalTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/**
 * A unit's `bedrooms` field from a French typology, stored as the spec reads it (core
 * `typologyLabel`): the room count, so T3 is 3 and a studio (ST, T1) is 1; unknown is 0 (not shown).
 */
export function bedroomsOf(typology: string | null | undefined): number {
  const text = typology?.trim() ?? '';
  if (/^(st\b|studio)/i.test(text)) return 1;
  const rooms = /^t\s*(\d+)/i.exec(text);
  return rooms ? Math.max(1, Number(rooms[1])) : 0;
}

const sameNumber = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(Number(a) - Number(b)) < 0.005;

/**
 * Applies lots to the units of a scope: a lot matches a unit by external id, then by name; its
 * status (mapped), price and surface are written when they differ. A lot older than the unit's
 * last applied external change is ignored (out-of-order webhooks). Units are never deleted.
 */
export async function applyLots(
  trx: Transaction<Database>,
  lots: LotChange[],
  options: ApplyOptions,
): Promise<ApplyResult> {
  const { units, floors, statusIds } = await loadScope(trx, options.scope);
  const byExternalId = new Map<string, ScopeUnit>();
  const byName = new Map<string, ScopeUnit>();
  for (const unit of units) {
    if (unit.external_id) byExternalId.set(unit.external_id, unit);
    if (!byName.has(unit.name.toLowerCase())) byName.set(unit.name.toLowerCase(), unit);
  }
  const counts = emptyCounts();
  const diffs: UnitDiff[] = [];
  const createdParents: { unitId: number; parentExternalId: string }[] = [];
  const now = new Date().toISOString();

  for (const lot of lots) {
    const reference = lot.reference ?? null;
    const at = canonicalTime(lot.updatedAt) ?? canonicalTime(options.occurredAt);
    const fail = (unitId: number | null, error: string) => {
      counts.errors += 1;
      diffs.push({ action: 'error', external_id: lot.externalId, reference, unit_id: unitId, error });
    };
    let statusId: number | undefined;
    if (lot.status) {
      statusId = mapStatus(lot.status, options.statusMap);
      if (statusId === undefined) {
        fail(null, `unknown status "${lot.status}": add it to the project's status mapping`);
        continue;
      }
      if (!statusIds.has(statusId)) {
        fail(null, `status "${lot.status}" maps to ${statusId}, which is not a status of this project`);
        continue;
      }
    }

    const named = reference ? byName.get(reference.toLowerCase()) : undefined;
    const unit =
      byExternalId.get(lot.externalId) ??
      (named && (named.external_id === null || named.external_id === lot.externalId) ? named : undefined);

    if (!unit) {
      if (!options.create || !reference) {
        counts.missing += 1;
        diffs.push({ action: 'missing', external_id: lot.externalId, reference, unit_id: null });
        continue;
      }
      if (named) {
        fail(named.id, `unit ${named.name} is already linked to lot ${named.external_id}`);
        continue;
      }
      const floor = floorFor(floors, lot);
      if (!floor) {
        fail(null, `no floor with Adlead id "${lot.floorExternalId ?? ''}" to create the unit in`);
        continue;
      }
      const created = await trx
        .insertInto('units')
        .values({
          floor_id: floor.id,
          name: reference,
          fullname: toTranslatedJson({ fr: reference, en: reference }),
          description: toTranslatedJson({ fr: '', en: '' }),
          price_detail: toTranslatedJson({ fr: '', en: '' }),
          status_id: statusId ?? 1,
          price: lot.price ?? null,
          surface: lot.surface ?? 0,
          bedrooms: bedroomsOf(lot.typology),
          external_id: lot.externalId,
          external_updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row: ScopeUnit = {
        id: created.id,
        name: reference,
        status_id: statusId ?? 1,
        price: lot.price ?? null,
        surface: lot.surface ?? 0,
        external_id: lot.externalId,
        external_updated_at: at,
      };
      byExternalId.set(lot.externalId, row);
      byName.set(reference.toLowerCase(), row);
      if (lot.parentExternalId)
        createdParents.push({ unitId: created.id, parentExternalId: lot.parentExternalId });
      counts.created += 1;
      diffs.push({ action: 'created', external_id: lot.externalId, reference, unit_id: created.id });
      continue;
    }

    if (at && unit.external_updated_at && Date.parse(at) < Date.parse(unit.external_updated_at)) {
      counts.unchanged += 1;
      diffs.push({ action: 'stale', external_id: lot.externalId, reference, unit_id: unit.id });
      continue;
    }
    const changes: UnitDiff['changes'] = {};
    if (statusId !== undefined && statusId !== unit.status_id) changes.status_id = [unit.status_id, statusId];
    if (lot.price != null && !sameNumber(unit.price, lot.price)) changes.price = [unit.price, lot.price];
    if (lot.surface != null && !sameNumber(unit.surface, lot.surface))
      changes.surface = [unit.surface, lot.surface];
    if (unit.external_id !== lot.externalId) changes.external_id = [unit.external_id, lot.externalId];
    const changed = Object.keys(changes).length > 0;
    const values = {
      ...Object.fromEntries(Object.entries(changes).map(([field, [, after]]) => [field, after])),
      ...(at ? { external_updated_at: at } : {}),
      ...(changed ? { updated_at: now } : {}),
    };
    if (Object.keys(values).length > 0) {
      let update = trx.updateTable('units').set(values).where('id', '=', unit.id);
      // Checked again in the statement itself: a newer change applied meanwhile wins.
      if (at)
        update = update.where((eb) =>
          eb.or([eb('external_updated_at', 'is', null), eb('external_updated_at', '<=', at)]),
        );
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        counts.unchanged += 1;
        diffs.push({ action: 'stale', external_id: lot.externalId, reference, unit_id: unit.id });
        continue;
      }
      // the unit's history and webhook: status and price changes, source "crm"
      await recordUnitChanges(
        trx,
        historyChangesOf(
          unit.id,
          { ...unit },
          Object.fromEntries(Object.entries(changes).map(([f, [, to]]) => [f, to])),
        ),
        { source: 'crm', userId: options.userId ?? null },
      );
      Object.assign(unit, values);
    }
    if (changed) {
      counts.updated += 1;
      diffs.push({
        action: 'updated',
        external_id: lot.externalId,
        reference: reference ?? unit.name,
        unit_id: unit.id,
        changes,
      });
    } else {
      counts.unchanged += 1;
    }
  }

  for (const { unitId, parentExternalId } of createdParents) {
    const parent = byExternalId.get(parentExternalId);
    if (parent) await trx.updateTable('units').set({ unit_id: parent.id }).where('id', '=', unitId).execute();
  }
  // GET /domain serves a cached tree while its domain's content version holds: move it on.
  const touched = diffs.filter((diff) => diff.action === 'created' || diff.action === 'updated');
  await touchContentOf(
    trx,
    'units',
    touched.map((diff) => diff.unit_id!),
  );
  return { counts, diffs };
}
