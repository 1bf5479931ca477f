import type { Db } from '../../db/database.ts';

/** The origins a site lets embed it, in the order they were written. */
export async function listEmbedOrigins(db: Db, domainId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('embed_origins')
    .select('origin')
    .where('domain_id', '=', domainId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.origin);
}

/** Replaces a site's origins by `origins` (already normalised, without duplicates). */
export async function replaceEmbedOrigins(
  db: Db,
  domainId: number,
  origins: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('embed_origins').where('domain_id', '=', domainId).execute();
    if (origins.length > 0)
      await trx
        .insertInto('embed_origins')
        .values(origins.map((origin) => ({ domain_id: domainId, origin })))
        .execute();
  });
}

/** Whether any site lists `origin` (a CORS preflight carries no key to name its site). */
export async function isOriginOfAnySite(db: Db, origin: string): Promise<boolean> {
  const row = await db
    .selectFrom('embed_origins')
    .select('id')
    .where('origin', '=', origin)
    .executeTakeFirst();
  return row !== undefined;
}
