import type { TApiKey } from '@vitrine/core/schemas/api-key';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';

export function presentApiKey(row: Row<'api_keys'>): TApiKey {
  return {
    id: row.id,
    domain_id: row.domain_id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** A site's keys, newest first, revoked ones included (they say when they were revoked). */
export function listApiKeysOfDomain(db: Db, domainId: number): Promise<Row<'api_keys'>[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('domain_id', '=', domainId)
    .orderBy('id', 'desc')
    .execute();
}

export function insertApiKey(
  db: Db,
  values: { domain_id: number; name: string; key_hash: string; prefix: string; created_by: number },
): Promise<Row<'api_keys'>> {
  return db.insertInto('api_keys').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Revokes a key of the site (once: a second revocation keeps the first date); undefined for another site's id. */
export async function revokeApiKey(
  db: Db,
  domainId: number,
  keyId: number,
): Promise<Row<'api_keys'> | undefined> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', keyId)
    .where('domain_id', '=', domainId)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', keyId)
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
}

export function findApiKeyByHash(db: Db, hash: string): Promise<Row<'api_keys'> | undefined> {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst();
}

/** Notes a call with the key, at most once a minute (not one write per call). */
export async function touchApiKey(db: Db, key: Row<'api_keys'>, now = Date.now()): Promise<void> {
  if (key.last_used_at && now - Date.parse(key.last_used_at) < 60_000) return;
  await db
    .updateTable('api_keys')
    .set({ last_used_at: new Date(now).toISOString() })
    .where('id', '=', key.id)
    .execute();
}
