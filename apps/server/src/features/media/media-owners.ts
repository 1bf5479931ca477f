import { storageLayout } from '@vitrine/core/storage-layout';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { resourceRegistry } from '../resources/registry.ts';

/** Rows whose deletion takes media with it (their own folder, and their children's by cascade). */
const MEDIA_OWNERS = new Set(['corporations', 'domains', 'projects', 'buildings', 'floors', 'units']);

export interface OwnedMedia {
  folders: string[];
  /** Files recorded in cascaded rows (unit plans, gallery pictures, tour and video thumbnails). */
  files: string[];
}

const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

/** A building and every sub-building under it. */
async function buildingTree(db: Db, roots: number[]): Promise<number[]> {
  const all = [...roots];
  let level = roots;
  while (level.length > 0) {
    level = ids(await db.selectFrom('buildings').select('id').where('building_id', 'in', level).execute());
    all.push(...level);
  }
  return all;
}

async function recordedFiles(table: 'units' | 'files' | 'tours' | 'videos', rows: unknown[]) {
  const filesOf = resourceRegistry.get(table)?.filesOf;
  return filesOf ? rows.flatMap((row) => filesOf(row as never)) : [];
}

/**
 * The media of a row about to be deleted and of every row its deletion cascades to, gathered
 * before it goes (afterwards the ids are gone): the folders of storageLayout and the files the
 * cascaded rows record.
 */
export async function mediaOwnedBy(db: Db, table: string, id: number): Promise<OwnedMedia> {
  const media: OwnedMedia = { folders: [], files: [] };
  if (!MEDIA_OWNERS.has(table)) return media;
  let domains: number[] = [];
  let projects: number[] = [];
  let buildings: number[] = [];
  let floors: number[] = [];
  let units: number[] = [];
  if (table === 'corporations')
    domains = ids(await db.selectFrom('domains').select('id').where('corporation_id', '=', id).execute());
  if (table === 'domains') domains = [id];
  if (domains.length)
    projects = ids(await db.selectFrom('projects').select('id').where('domain_id', 'in', domains).execute());
  if (table === 'projects') projects = [id];
  if (projects.length)
    buildings = ids(
      await db.selectFrom('buildings').select('id').where('project_id', 'in', projects).execute(),
    );
  if (table === 'buildings') buildings = await buildingTree(db, [id]);
  if (buildings.length)
    floors = ids(await db.selectFrom('floors').select('id').where('building_id', 'in', buildings).execute());
  if (table === 'floors') {
    const floor = await db.selectFrom('floors').select('building_id').where('id', '=', id).executeTakeFirst();
    if (floor) media.folders.push(storageLayout.orbitalFolder(Number(floor.building_id), id));
    floors = [id];
  }
  const unitRows = floors.length
    ? await db.selectFrom('units').selectAll().where('floor_id', 'in', floors).execute()
    : table === 'units'
      ? await db.selectFrom('units').selectAll().where('id', '=', id).execute()
      : [];
  units = ids(unitRows);
  media.folders.push(
    ...domains.map(storageLayout.domainFolder),
    ...buildings.map(storageLayout.buildingFolder),
    ...units.map(storageLayout.unitFolder),
  );
  // the deleted row's own recorded files are its resource's business (deleteRow)
  if (table !== 'units') media.files.push(...(await recordedFiles('units', unitRows)));
  if (domains.length) {
    for (const child of ['files', 'tours', 'videos'] as const) {
      const rows = await db.selectFrom(child).selectAll().where('domain_id', 'in', domains).execute();
      media.files.push(...(await recordedFiles(child, rows)));
    }
  }
  return media;
}

/** Deletes what mediaOwnedBy gathered (a file already gone is not an error). */
export async function deleteOwnedMedia(app: FastifyInstance, media: OwnedMedia): Promise<void> {
  for (const folder of media.folders) await app.storageDriver.deleteFolder(folder).catch(() => undefined);
  for (const file of media.files) await app.storageDriver.delete(file).catch(() => undefined);
}
