import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { appendFile, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { unprocessable } from '../../http/http-errors.ts';
import type { Actor, UploadKind } from '../resources/resource.ts';
import { checkContent, MAX_UPLOAD_BYTES, type Sniffed } from './content-check.ts';
import { uploadMessage } from './upload-messages.ts';

/** Folder (inside STORAGE_DIR, hidden from /storage as a dot folder) of the received bytes. */
export const TMP_FOLDER = '.tmp-uploads';
/** Unclaimed uploads older than this are deleted. */
const STALE_MS = 24 * 3600 * 1000;

export interface UploadArea {
  db: Db;
  /** STORAGE_DIR */
  root: string;
}

export interface ClaimedUpload {
  id: string;
  /** Absolute path of the bytes on the local disk. */
  file: string;
  originalName: string;
  sniffed: Sniffed;
  size: number;
}

const newId = () => randomBytes(16).toString('hex');
const fileOf = (area: UploadArea, id: string) => join(area.root, TMP_FOLDER, id);
const isUploadId = (id: string) => /^[0-9a-f]{32}$/.test(id);

function cleanName(name: string | undefined): string {
  const base = (name ?? 'file').split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[^\w.\- ]+/g, '_').slice(0, 200) || 'file';
}

async function head(file: string, bytes = 64): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Checks finished bytes by content; a refused file is deleted and answered with a 422. */
export async function verifyFile(file: string, field: string): Promise<Sniffed> {
  const { size } = await stat(file);
  const verdict = await checkContent(await head(file), size, () => readFile(file));
  if (verdict.ok && verdict.content) await writeFile(file, verdict.content);
  if (verdict.ok) return verdict.sniffed;
  await rm(file, { force: true });
  throw unprocessable({ [field]: [uploadMessage(verdict.reason, { attribute: field })] });
}

async function deleteStale(area: UploadArea): Promise<void> {
  const before = new Date(Date.now() - STALE_MS).toISOString();
  const stale = await area.db
    .selectFrom('temporary_uploads')
    .select('id')
    .where('created_at', '<', before)
    .execute();
  for (const { id } of stale) await rm(fileOf(area, id), { force: true });
  if (stale.length > 0)
    await area.db.deleteFrom('temporary_uploads').where('created_at', '<', before).execute();
}

/** A whole file in one request (FilePond "process"): stored, checked, recorded; returns its id. */
export async function receiveWholeFile(
  area: UploadArea,
  actor: Actor,
  stream: Readable,
  originalName: string,
  field = 'file',
): Promise<string> {
  await deleteStale(area);
  const id = newId();
  const file = fileOf(area, id);
  await mkdir(join(area.root, TMP_FOLDER), { recursive: true });
  try {
    await pipeline(stream, createWriteStream(file));
    if ((stream as Readable & { truncated?: boolean }).truncated) {
      throw unprocessable({ [field]: [uploadMessage('tooLarge', { attribute: field })] });
    }
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  const sniffed = await verifyFile(file, field);
  const { size } = await stat(file);
  await area.db
    .insertInto('temporary_uploads')
    .values({
      id,
      user_id: actor.id,
      path: `${TMP_FOLDER}/${id}`,
      original_name: cleanName(originalName),
      mime: sniffed.mime,
      size,
      received: size,
      completed_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Starts a chunked upload of `length` bytes (FilePond POST with Upload-Length); returns its id. */
export async function startChunkedUpload(area: UploadArea, actor: Actor, length: number): Promise<string> {
  if (!Number.isSafeInteger(length) || length <= 0 || length > MAX_UPLOAD_BYTES) {
    throw unprocessable({ file: [uploadMessage('tooLarge', { attribute: 'file' })] });
  }
  await deleteStale(area);
  const id = newId();
  await mkdir(join(area.root, TMP_FOLDER), { recursive: true });
  await appendFile(fileOf(area, id), Buffer.alloc(0));
  await area.db
    .insertInto('temporary_uploads')
    .values({
      id,
      user_id: actor.id,
      path: `${TMP_FOLDER}/${id}`,
      original_name: 'file',
      size: length,
      received: 0,
    })
    .execute();
  return id;
}

/** The actor's upload `id`, or undefined (another user's uploads do not exist for them). */
export function findOwnUpload(
  area: UploadArea,
  actor: Actor,
  id: string,
): Promise<Row<'temporary_uploads'> | undefined> {
  if (!isUploadId(id)) return Promise.resolve(undefined);
  return area.db
    .selectFrom('temporary_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
}

export type ChunkResult =
  | { status: 'partial'; offset: number }
  | { status: 'complete' }
  | { status: 'conflict'; offset: number };

/**
 * Appends one chunk at `offset` (FilePond PATCH). A chunk at another offset than the bytes
 * received so far is refused with the current offset, so the client can resume from it.
 * The last chunk completes the upload, which is then checked by content.
 */
export async function appendChunk(
  area: UploadArea,
  upload: Row<'temporary_uploads'>,
  offset: number,
  chunk: Buffer,
  name: string | undefined,
): Promise<ChunkResult> {
  const received = Number(upload.received);
  const total = Number(upload.size);
  if (upload.completed_at) return { status: 'complete' };
  if (offset !== received) return { status: 'conflict', offset: received };
  if (received + chunk.length > total) {
    await revertUpload(area, upload.id);
    throw unprocessable({ file: [uploadMessage('tooLarge', { attribute: 'file' })] });
  }
  await appendFile(fileOf(area, upload.id), chunk);
  const now = received + chunk.length;
  const complete = now === total;
  if (complete) {
    let sniffed: Sniffed;
    try {
      sniffed = await verifyFile(fileOf(area, upload.id), 'file');
    } catch (error) {
      await area.db.deleteFrom('temporary_uploads').where('id', '=', upload.id).execute();
      throw error;
    }
    await area.db
      .updateTable('temporary_uploads')
      .set({
        received: now,
        mime: sniffed.mime,
        original_name: cleanName(name ?? upload.original_name),
        completed_at: new Date().toISOString(),
      })
      .where('id', '=', upload.id)
      .execute();
    return { status: 'complete' };
  }
  await area.db
    .updateTable('temporary_uploads')
    .set({ received: now, ...(name ? { original_name: cleanName(name) } : {}) })
    .where('id', '=', upload.id)
    .execute();
  return { status: 'partial', offset: now };
}

export async function revertUpload(area: UploadArea, id: string): Promise<void> {
  await rm(fileOf(area, id), { force: true });
  await area.db.deleteFrom('temporary_uploads').where('id', '=', id).execute();
}

/** Reads a kind back from a recorded MIME type. */
function sniffedOf(mime: string | null): Sniffed | null {
  const table: Record<string, Sniffed> = {
    'image/jpeg': { kind: 'image', mime: 'image/jpeg', extension: 'jpg' },
    'image/png': { kind: 'image', mime: 'image/png', extension: 'png' },
    'image/gif': { kind: 'image', mime: 'image/gif', extension: 'gif' },
    'image/webp': { kind: 'image', mime: 'image/webp', extension: 'webp' },
    'image/svg+xml': { kind: 'svg', mime: 'image/svg+xml', extension: 'svg' },
    'application/pdf': { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' },
    'application/zip': { kind: 'zip', mime: 'application/zip', extension: 'zip' },
    'application/json': { kind: 'json', mime: 'application/json', extension: 'json' },
    'video/mp4': { kind: 'video', mime: 'video/mp4', extension: 'mp4' },
    'video/webm': { kind: 'video', mime: 'video/webm', extension: 'webm' },
  };
  return mime ? (table[mime] ?? null) : null;
}

/**
 * Takes finished uploads of the actor by server id for a form field: each must exist, be
 * complete and be one of `kinds`; otherwise a 422 under `field`. The files stay until `release`.
 */
export async function claimUploads(
  area: UploadArea,
  actor: Actor,
  ids: string[],
  kinds: readonly UploadKind[],
  field: string,
): Promise<ClaimedUpload[]> {
  const claimed: ClaimedUpload[] = [];
  for (const id of ids) {
    const upload = await findOwnUpload(area, actor, id);
    const sniffed = upload?.completed_at ? sniffedOf(upload.mime) : null;
    if (!upload || !sniffed)
      throw unprocessable({ [field]: [uploadMessage('missing', { attribute: field })] });
    if (!kinds.includes(sniffed.kind)) {
      throw unprocessable({
        [field]: [uploadMessage('wrongKind', { attribute: field, kinds: kinds.join(', ') })],
      });
    }
    claimed.push({
      id,
      file: fileOf(area, id),
      originalName: upload.original_name,
      sniffed,
      size: Number(upload.size),
    });
  }
  return claimed;
}

/** Deletes claimed uploads once their bytes are kept elsewhere. */
export async function releaseUploads(area: UploadArea, uploads: ClaimedUpload[]): Promise<void> {
  for (const upload of uploads) await revertUpload(area, upload.id);
}

export function uploadFile(area: UploadArea, id: string): string {
  return fileOf(area, id);
}

export function uploadAreaOf(app: { db: Db; config: { storageDir: string } }): UploadArea {
  return { db: app.db, root: app.config.storageDir };
}
