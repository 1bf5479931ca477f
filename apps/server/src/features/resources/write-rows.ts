import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  type ClientText,
  type FieldMessages,
  forbidden,
  notFound,
  unprocessable,
} from '../../http/http-errors.ts';
import { parseOrReject } from '../../http/zod-validator.ts';
import { inTransaction } from '../../queue/wake-on-commit.ts';
import { bumpContentVersions, domainsOfRows, mergeDomainIds } from '../domain/content-versions.ts';
import { deleteOwnedMedia, mediaOwnedBy } from '../media/media-owners.ts';
import { fitToUse } from '../uploads/fit-to-use.ts';
import {
  type ClaimedUpload,
  claimUploads,
  releaseUploads,
  uploadAreaOf,
} from '../uploads/temporary-uploads.ts';
import { findRow, reachableIds } from './list-rows.ts';
import { invalidChoice } from './messages.ts';
import { placedLast } from './next-order.ts';
import { resourceRegistry } from './registry.ts';
import { type Actor, type AnyRow, byName, type ResourceDefinition, type WriteContext } from './resource.ts';

type Input = Record<string, unknown>;

/** Parses a body with a resource's schema; a failure is a 422 in the request's language. */
export function parseInput(
  schema: ResourceDefinition['input']['create'],
  body: unknown,
  onlyPresent: boolean,
): Input {
  const parsed = parseOrReject(schema, body ?? {}) as Input;
  if (!onlyPresent || !body || typeof body !== 'object') return parsed;
  // A partial schema fills defaults in: an update keeps only what the client sent.
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in (body as object)));
}

/** Every foreign id of the input must name a row the actor may write under: else a 422. */
async function checkReferences(
  app: FastifyInstance,
  resource: ResourceDefinition,
  actor: Actor,
  input: Input,
) {
  const errors: FieldMessages = {};
  for (const [field, targetName] of Object.entries(resource.references ?? {})) {
    const id = input[field];
    if (id === undefined || id === null) continue;
    const target = resourceRegistry.get(targetName)!;
    const reachable = await reachableIds(app.db, target, actor, [id as number], 'read');
    if (!reachable.has(id as number)) errors[field] = [invalidChoice(field)];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

interface PreparedUploads {
  columns: Record<string, string | null>;
  /** Files written to storage for this change (deleted again if it fails). */
  written: string[];
  /** Files the change replaces (deleted once it is committed). */
  replaced: string[];
  claimed: ClaimedUpload[];
}

function keptName(upload: ClaimedUpload, extension = upload.sniffed.extension): string {
  const stem = upload.originalName
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'file'}-${randomBytes(4).toString('hex')}.${extension}`;
}

/** Moves the uploads a form names into their final storage folder and gives the columns to set. */
async function prepareUploads(
  app: FastifyInstance,
  resource: ResourceDefinition,
  actor: Actor,
  input: Input,
  row: AnyRow,
): Promise<PreparedUploads> {
  const prepared: PreparedUploads = { columns: {}, written: [], replaced: [], claimed: [] };
  const area = uploadAreaOf(app);
  try {
    for (const [field, upload] of Object.entries(resource.uploads ?? {})) {
      if (!(field in input)) continue;
      const ids = input[field] as string[] | null | undefined;
      if (ids === undefined) continue;
      const previous = row[upload.column] as string | null | undefined;
      if (ids === null || ids.length === 0) {
        prepared.columns[upload.column] = null;
      } else {
        const [claimed] = await claimUploads(area, actor, ids.slice(0, 1), upload.kinds, field);
        const reshaped = (await upload.reshape?.(row, claimed!.file)) ?? null;
        const path = `${upload.folder(row)}/${keptName(claimed!, reshaped?.extension)}`;
        // a reshaped file (an avatar's square) has its size already; any other fits its use
        const use = reshaped ? null : upload.use?.(row);
        const fitted = use
          ? await fitToUse(claimed!, use, field)
          : { file: reshaped?.file ?? claimed!.file, scratch: reshaped?.file ?? null };
        try {
          await app.storageDriver.putFile(path, fitted.file, reshaped?.mime ?? claimed!.sniffed.mime);
        } finally {
          if (fitted.scratch) await rm(fitted.scratch, { force: true });
        }
        prepared.written.push(path);
        prepared.claimed.push(claimed!);
        prepared.columns[upload.column] = path;
      }
      if (previous && previous !== prepared.columns[upload.column]) prepared.replaced.push(previous);
    }
  } catch (error) {
    await deleteFiles(app, prepared.written);
    throw error;
  }
  return prepared;
}

export async function deleteFiles(app: FastifyInstance, paths: string[]): Promise<void> {
  for (const path of paths) await app.storageDriver.delete(path).catch(() => undefined);
}

async function write(
  app: FastifyInstance,
  resource: ResourceDefinition,
  actor: Actor,
  input: Input,
  existing: AnyRow | undefined,
): Promise<number> {
  await checkReferences(app, resource, actor, input);
  const base = {
    db: app.db,
    actor,
    storage: app.storageDriver,
    area: uploadAreaOf(app),
    existing,
    used: [] as ClaimedUpload[],
  };
  const found = resource.check ? await resource.check(input, base) : {};
  const errors = Object.fromEntries(
    Object.entries(found).filter((entry): entry is [string, ClientText[]] => Boolean(entry[1])),
  );
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const merged = { ...(existing ?? {}), ...input } as AnyRow;
  const uploads = await prepareUploads(app, resource, actor, input, merged);
  let id: number;
  try {
    id = await inTransaction(app.db, async (trx) => {
      // SQLite has one connection: inside the transaction every query goes through it.
      const context: WriteContext = { ...base, trx, area: { ...base.area, db: trx } };
      const db = byName(trx);
      const written = { ...(await resource.toRow(input, context)), ...uploads.columns };
      const values = existing ? written : await placedLast(trx, resource, written, input);
      // The public tree's version of the domains the row leaves (update) and lands in.
      const before = existing ? await domainsOfRows(trx, resource.table, [Number(existing.id)]) : [];
      let rowId: number;
      if (existing) {
        rowId = Number(existing.id);
        if (Object.keys(values).length > 0) {
          const stamped =
            'updated_at' in existing ? { ...values, updated_at: new Date().toISOString() } : values;
          await db.updateTable(resource.table).set(stamped).where('id', '=', rowId).execute();
        }
      } else if (resource.create) {
        rowId = await resource.create({ ...input, ...values }, context);
      } else {
        const inserted = await db
          .insertInto(resource.table)
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        rowId = Number(inserted.id);
      }
      await resource.afterWrite?.(rowId, input, context);
      await bumpContentVersions(
        trx,
        mergeDomainIds(before, await domainsOfRows(trx, resource.table, [rowId])),
      );
      return rowId;
    });
  } catch (error) {
    await deleteFiles(app, uploads.written);
    throw error;
  }
  await releaseUploads(uploadAreaOf(app), [...uploads.claimed, ...base.used]);
  await deleteFiles(app, uploads.replaced);
  return id;
}

/** POST {base}: validates, checks foreign ids and policy, writes; returns the new id. */
export async function createRow(
  app: FastifyInstance,
  resource: ResourceDefinition,
  actor: Actor,
  body: unknown,
) {
  if (!resource.policy.create(actor)) throw forbidden();
  const input = parseInput(resource.input.create, body, false);
  return write(app, resource, actor, input, undefined);
}

/** PUT {base}/{id}: 404 outside the actor's reach, 403 when the policy says no, 422 for bad input. */
export async function updateRow(
  app: FastifyInstance,
  resource: ResourceDefinition,
  actor: Actor,
  id: number | string,
  body: unknown,
) {
  const existing = await findRow(app.db, resource, actor, id, 'read');
  if (!existing) throw notFound();
  if (!resource.policy.update(actor, existing)) throw forbidden();
  const input = parseInput(resource.input.update, body, true);
  await write(app, resource, actor, input, existing);
}

/** DELETE {base}/{id}: the row goes (children by cascade), then its files and its children's media. */
export async function deleteRow(
  app: FastifyInstance,
  resource: ResourceDefinition,
  actor: Actor,
  id: number | string,
) {
  const existing = await findRow(app.db, resource, actor, id, 'read');
  if (!existing) throw notFound();
  if (!resource.policy.delete(actor, existing)) throw forbidden();
  const media = typeof id === 'number' ? await mediaOwnedBy(app.db, resource.table, id) : null;
  await inTransaction(app.db, async (trx) => {
    if (typeof id === 'number')
      await bumpContentVersions(trx, await domainsOfRows(trx, resource.table, [id]));
    await resource.beforeDelete?.(trx, existing);
    await byName(trx).deleteFrom(resource.table).where('id', '=', id).execute();
  });
  await deleteFiles(app, resource.filesOf?.(existing) ?? []);
  if (media) await deleteOwnedMedia(app, media);
  await resource.afterDelete?.(existing, uploadAreaOf(app));
}
