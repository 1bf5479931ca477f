import type { TPriceListApply } from '@vitrine/core/schemas/price-list';
import type { Db } from '../../db/database.ts';
import { HttpError, unprocessable } from '../../http/http-errors.ts';
import { inTransaction } from '../../queue/wake-on-commit.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { recordUnitChanges } from '../unit-history/unit-change-recorder.ts';
import { statusesOfProject, unitsOfProject } from './price-list-repository.ts';

type Change = TPriceListApply['changes'][number];

/**
 * Applies the changes a preview showed, all or none, in one transaction: every unit must be of the
 * project, every value valid, and every field still hold the value the preview started from (else
 * 409: someone changed it meanwhile; nothing is written). Each unit is updated on that condition
 * in the statement itself, so a change committed meanwhile by another process is caught too.
 * Status and price changes go to the units' history as source "import".
 */
export async function applyPriceList(
  db: Db,
  projectId: number,
  changes: Change[],
  userId: number,
): Promise<number> {
  const statuses = new Set((await statusesOfProject(db, projectId)).map((status) => status.id));
  return inTransaction(db, async (trx) => {
    const units = new Map((await unitsOfProject(trx, projectId)).map((unit) => [unit.id, unit]));
    const byUnit = new Map<number, Change[]>();
    for (const change of changes) {
      const unit = units.get(change.unit_id);
      if (!unit) throw unprocessable({ changes: [{ key: 'api.priceLists.notOfProject' }] });
      const valid =
        change.field === 'status_id'
          ? change.to !== null && statuses.has(change.to)
          : change.field === 'surface'
            ? change.to !== null
            : true;
      if (!valid) throw unprocessable({ changes: [{ key: 'api.invalidData' }] });
      const list = byUnit.get(unit.id) ?? [];
      if (list.some((other) => other.field === change.field))
        throw unprocessable({ changes: [{ key: 'api.invalidData' }] });
      byUnit.set(unit.id, [...list, change]);
    }
    const now = new Date().toISOString();
    for (const [unitId, list] of byUnit) {
      const values = Object.fromEntries(list.map((change) => [change.field, change.to]));
      let update = trx
        .updateTable('units')
        .set({ ...values, updated_at: now })
        .where('id', '=', unitId);
      for (const change of list)
        update = update.where(change.field, change.from === null ? 'is' : '=', change.from);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw new HttpError(409, { key: 'api.priceLists.stale', params: { unit: units.get(unitId)!.name } });
    }
    await recordUnitChanges(
      trx,
      changes
        .filter((change) => change.field !== 'surface')
        .map((change) => ({
          unitId: change.unit_id,
          field: change.field as 'status_id' | 'price',
          from: change.from,
          to: change.to,
        })),
      { source: 'import', userId },
    );
    await touchContentOf(trx, 'units', [...byUnit.keys()]);
    return changes.length;
  });
}
