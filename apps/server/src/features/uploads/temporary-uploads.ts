import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadLimits } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { unprocessable } from '../../http/http-errors.ts';
import type { Actor, UploadKind } from '../resources/resource.ts';
import { checkContent, isPicture, type Sniffed } from './content-check.ts';
import { largestUpload, MAX_INPUT_SIZE, oversizedPicture, sizeLimitsOf } from './upload-limits.ts';
import { uploadMessage } from './upload-messages.ts';
import { forgetUploadBytes, reserveUploadBytes, settleUploadBytes } from './upload-quota.ts';
import { tooLargeAnswer, UploadTooLarge, writeUploadStream } from './upload-stream.ts';

/** Folder (inside STORAGE_DIR, hidden from /storage as a dot folder) of the received bytes. */
export const TMP_FOLDER = '.tmp-uploads';

export interface UploadArea {
  db: Db;
  /** STORAGE_DIR */
  root: string;
  limits: UploadLimits;
}

export interface ClaimedUpload {
  id: string;
  /** Absolute path of the bytes on the local disk. */
  file: string;
  originalName: string;
  sniffed: Sniffed;
  size: number;
}

export const newId = () => randomBytes(16).toString('hex');
export const fileOf = (area: UploadArea, id: string) => join(area.root, TMP_FOLDER, id);
export const isUploadId = (id: string) => /^[0-9a-f]{32}$/.test(id);

export function cleanName(name: string | undefined): string {
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

/**
 * Checks finished bytes by content (and a picture's declared pixels, from its header only); a
 * refused file is deleted and answered with a 422.
 */
export async function verifyFile(area: UploadArea, file: string, field: string): Promise<Sniffed> {
  const { size } = await stat(file);
  const verdict = await checkContent(await head(file), size, () => readFile(file), sizeLimitsOf(area.limits));
  if (verdict.ok && verdict.content) await writeFile(file, verdict.content);
  const refuse = async (message: ReturnType<typeof uploadMessage>) => {
    await rm(file, { force: true });
    return unprocessable({ [field]: [message] });
  };
  if (!verdict.ok) throw await refuse(uploadMessage(verdict.reason, { attribute: field }));
  if (isPicture(verdict.sniffed)) {
    const oversized = await oversizedPicture(file);
    if (oversized)
      throw await refuse(
        uploadMessage('tooManyPixels', {
          attribute: field,
          ...oversized,
          limit: MAX_INPUT_SIZE,
        }),
      );
  }
  return verdict.sniffed;
}

/** Drops an upload's bytes and row (its bytes still count against the quotas). */
async function dropUpload(area: UploadArea, id: string): Promise<void> {
  await rm(fileOf(area, id), { force: true });
  await area.db.deleteFrom('temporary_uploads').where('id', '=', id).execute();
}

/**
 * Streams one received file to `file` within its kind's limit (cut off there, never written
 * whole) and checks it by content; a refused file is deleted and answered with a 422.
 */
export async function receiveCheckedFile(
  area: UploadArea,
  stream: Readable,
  file: string,
  field: string,
): Promise<{ size: number; sniffed: Sniffed }> {
  try {
    const size = await writeUploadStream(stream, file, {
      start: 0,
      create: true,
      maxBytes: largestUpload(area.limits),
      byKind: sizeLimitsOf(area.limits),
    }).catch((error: unknown) => {
      throw error instanceof UploadTooLarge ? tooLargeAnswer(error, field) : error;
    });
    return { size, sniffed: await verifyFile(area, file, field) };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * Counts a request's files against the quotas before they are read: the request's length
 * bounds them (`settle` then counts what was received, `forget` nothing).
 */
export async function reserveRequestBytes(
  area: UploadArea,
  actor: Actor,
  id: string,
  announcedBytes: number | null,
) {
  const largest = largestUpload(area.limits);
  await reserveUploadBytes(area.db, area.limits, actor, id, Math.min(announcedBytes ?? largest, largest));
  return {
    settle: (bytes: number) => settleUploadBytes(area.db, id, bytes),
    forget: () => forgetUploadBytes(area.db, id),
  };
}

/** A whole file in one request (FilePond "process"): streamed to disk, checked, recorded; returns its id. */
export async function receiveWholeFile(
  area: UploadArea,
  actor: Actor,
  stream: Readable,
  originalName: string,
  announcedBytes: number | null,
  field = 'file',
): Promise<string> {
  const id = newId();
  const file = fileOf(area, id);
  const counted = await reserveRequestBytes(area, actor, id, announcedBytes);
  await mkdir(join(area.root, TMP_FOLDER), { recursive: true });
  let received: { size: number; sniffed: Sniffed };
  try {
    received = await receiveCheckedFile(area, stream, file, field);
  } catch (error) {
    await counted.forget();
    throw error;
  }
  const { size, sniffed } = received;
  await counted.settle(size);
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
  if (!Number.isSafeInteger(length) || length <= 0 || length > largestUpload(area.limits)) {
    throw unprocessable({ file: [uploadMessage('tooLarge', { attribute: 'file' })] });
  }
  const id = newId();
  await reserveUploadBytes(area.db, area.limits, actor, id, length);
  await mkdir(join(area.root, TMP_FOLDER), { recursive: true });
  await writeFile(fileOf(area, id), Buffer.alloc(0));
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

/** An upload its user cancels (or a refused one): bytes, row and its count in the quotas go. */
export async function revertUpload(area: UploadArea, id: string): Promise<void> {
  await dropUpload(area, id);
  await forgetUploadBytes(area.db, id);
}

/** Reads a kind back from a recorded MIME type. */
function sniffedOf(mime: string | null): Sniffed | null {
  const table: Record<string, Sniffed> = {
    'image/jpeg': { kind: 'image', mime: 'image/jpeg', extension: 'jpg' },
    'image/png': { kind: 'image', mime: 'image/png', extension: 'png' },
    'image/gif': { kind: 'image', mime: 'image/gif', extension: 'gif' },
    'image/webp': { kind: 'image', mime: 'image/webp', extension: 'webp' },
    'image/tiff': { kind: 'tiff', mime: 'image/tiff', extension: 'tif' },
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
  for (const upload of uploads) await dropUpload(area, upload.id);
}

export function uploadFile(area: UploadArea, id: string): string {
  return fileOf(area, id);
}

export function uploadAreaOf(app: {
  db: Db;
  config: { storageDir: string; uploads: UploadLimits };
}): UploadArea {
  return { db: app.db, root: app.config.storageDir, limits: app.config.uploads };
}
