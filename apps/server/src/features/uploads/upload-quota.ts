import type { UploadLimits } from '../../config.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import { HttpError } from '../../http/http-errors.ts';
import type { Actor } from '../resources/resource.ts';
import { inMegabytes } from './upload-limits.ts';
import { uploadMessage } from './upload-messages.ts';

/** Quotas count the bytes accepted over this rolling window. */
export const QUOTA_WINDOW_MS = 24 * 3600 * 1000;

const windowStart = (now = Date.now()) => new Date(now - QUOTA_WINDOW_MS).toISOString();

async function usedBytes(db: Db, column: 'user_id' | 'corporation_id', id: number): Promise<number> {
  const row = await db
    .selectFrom('upload_usage')
    .select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'))
    .where(column, '=', id)
    .where('created_at', '>=', windowStart())
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** 413 with the reason under `file`, as the admin's FilePond shows a refused file. */
function quotaExceeded(key: 'quotaUser' | 'quotaCorporation', used: number, limit: number) {
  const message = uploadMessage(key, {
    attribute: 'file',
    used: inMegabytes(used),
    limit: inMegabytes(limit),
  });
  return new HttpError(413, message, { errors: { file: [message] } });
}

/**
 * Counts `bytes` of upload `id` against the actor's and their corporation's quotas, or refuses
 * them (413) when either would go over. Concurrent reservations of one corporation (or of one
 * root account) take turns: on PostgreSQL the corporation's row is locked, SQLite has one writer.
 */
export async function reserveUploadBytes(
  db: Db,
  limits: UploadLimits,
  actor: Actor,
  id: string,
  bytes: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      if (actor.corporation_id !== null) {
        await trx
          .selectFrom('corporations')
          .select('id')
          .where('id', '=', actor.corporation_id)
          .forUpdate()
          .execute();
      } else {
        await trx.selectFrom('users').select('id').where('id', '=', actor.id).forUpdate().execute();
      }
    }
    const byUser = await usedBytes(trx, 'user_id', actor.id);
    if (byUser + bytes > limits.userDailyBytes)
      throw quotaExceeded('quotaUser', byUser, limits.userDailyBytes);
    if (actor.corporation_id !== null) {
      const byCorporation = await usedBytes(trx, 'corporation_id', actor.corporation_id);
      if (byCorporation + bytes > limits.corporationDailyBytes)
        throw quotaExceeded('quotaCorporation', byCorporation, limits.corporationDailyBytes);
    }
    await trx
      .insertInto('upload_usage')
      .values({ id, user_id: actor.id, corporation_id: actor.corporation_id, bytes })
      .execute();
  });
}

/** The bytes an upload really took once received (a whole file's request held more than it). */
export async function settleUploadBytes(db: Db, id: string, bytes: number): Promise<void> {
  await db.updateTable('upload_usage').set({ bytes }).where('id', '=', id).execute();
}

/** An upload reverted or refused before anyone kept it: its bytes no longer count. */
export async function forgetUploadBytes(db: Db, id: string): Promise<void> {
  await db.deleteFrom('upload_usage').where('id', '=', id).execute();
}

/** Drops the counts that left the window. */
export async function sweepUploadUsage(db: Db): Promise<void> {
  await db.deleteFrom('upload_usage').where('created_at', '<', windowStart()).execute();
}
