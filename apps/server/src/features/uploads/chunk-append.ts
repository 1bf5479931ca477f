import { truncate } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { WRITER_LEASE_MS, WRITER_LEASE_RENEW_MS } from '@vitrine/core/chunked-upload';
import type { Row } from '../../db/schema.ts';
import type { Sniffed } from './content-check.ts';
import { cleanName, fileOf, newId, revertUpload, type UploadArea, verifyFile } from './temporary-uploads.ts';
import { sizeLimitsOf } from './upload-limits.ts';
import { tooLargeAnswer, UploadTooLarge, writeUploadStream } from './upload-stream.ts';

export type ChunkResult =
  | { status: 'partial'; offset: number }
  | { status: 'complete' }
  | { status: 'conflict'; offset: number };

/** The upload's offset as the database has it now (for a conflict's Upload-Offset). */
async function currentOffset(area: UploadArea, id: string): Promise<number> {
  const row = await area.db
    .selectFrom('temporary_uploads')
    .select('received')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(row?.received ?? 0);
}

/**
 * Takes the upload's writer lease at `offset`: one conditional update, so of requests racing at
 * the same offset exactly one gets it. A lease left by a crashed request expires.
 */
async function takeLease(area: UploadArea, id: string, offset: number): Promise<string | null> {
  const token = newId();
  const now = new Date();
  const result = await area.db
    .updateTable('temporary_uploads')
    .set({ writer: token, writer_until: new Date(now.getTime() + WRITER_LEASE_MS).toISOString() })
    .where('id', '=', id)
    .where('received', '=', offset)
    .where('completed_at', 'is', null)
    .where((eb) => eb.or([eb('writer', 'is', null), eb('writer_until', '<', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? token : null;
}

/**
 * Renews the lease while the chunk streams in, for as long as it is this request's: a slow chunk
 * keeps its lease, a process that died stops renewing it (core chunked-upload.ts). Returns stop().
 */
function keepLease(area: UploadArea, id: string, token: string): () => void {
  const timer = setInterval(() => {
    area.db
      .updateTable('temporary_uploads')
      .set({ writer_until: new Date(Date.now() + WRITER_LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where('writer', '=', token)
      .execute()
      .catch(() => undefined);
  }, WRITER_LEASE_RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function dropLease(area: UploadArea, id: string, token: string): Promise<void> {
  await area.db
    .updateTable('temporary_uploads')
    .set({ writer: null, writer_until: null })
    .where('id', '=', id)
    .where('writer', '=', token)
    .execute();
}

/**
 * Writes one chunk at `offset` (FilePond PATCH), streamed to its place in the file. Only the
 * request holding the writer lease writes; the offset moves on when its bytes are on disk. A
 * chunk at another offset, or racing the writer of its offset, is a conflict answered with the
 * current offset (FilePond retries, then asks HEAD where to resume). A first chunk showing a kind
 * whose limit the announced size exceeds is refused at once. The last chunk completes the upload,
 * which is then checked by content; the file is exactly the announced size.
 */
export async function appendChunk(
  area: UploadArea,
  upload: Row<'temporary_uploads'>,
  offset: number,
  chunk: Readable,
  name: string | undefined,
): Promise<ChunkResult> {
  const total = Number(upload.size);
  if (upload.completed_at) {
    // FilePond's empty chunk after the last one, when the size is a multiple of its chunk size.
    return offset === total ? { status: 'complete' } : { status: 'conflict', offset: total };
  }
  if (offset !== Number(upload.received)) return { status: 'conflict', offset: Number(upload.received) };
  const token = await takeLease(area, upload.id, offset);
  if (!token) return { status: 'conflict', offset: await currentOffset(area, upload.id) };

  const file = fileOf(area, upload.id);
  let written: number;
  const stopRenewing = keepLease(area, upload.id, token);
  try {
    written = await writeUploadStream(chunk, file, {
      start: offset,
      create: false,
      maxBytes: total - offset,
      byKind: sizeLimitsOf(area.limits),
      declaredSize: total,
    });
  } catch (error) {
    if (error instanceof UploadTooLarge) {
      await revertUpload(area, upload.id);
      throw tooLargeAnswer(error, 'file');
    }
    await dropLease(area, upload.id, token);
    throw error;
  } finally {
    stopRenewing();
  }
  const now = offset + written;
  const renamed = name ? { original_name: cleanName(name) } : {};
  if (now === total) {
    let sniffed: Sniffed;
    try {
      await truncate(file, total);
      sniffed = await verifyFile(area, file, 'file');
    } catch (error) {
      await revertUpload(area, upload.id);
      throw error;
    }
    return commit(area, upload.id, token, {
      received: now,
      mime: sniffed.mime,
      completed_at: new Date().toISOString(),
      ...renamed,
    }).then((done) => (done ? { status: 'complete' } : conflictNow(area, upload.id)));
  }
  const done = await commit(area, upload.id, token, { received: now, ...renamed });
  return done ? { status: 'partial', offset: now } : conflictNow(area, upload.id);
}

/** Moves the offset on and lets the lease go, if the lease is still this request's. */
async function commit(
  area: UploadArea,
  id: string,
  token: string,
  values: { received: number; mime?: string; completed_at?: string; original_name?: string },
): Promise<boolean> {
  const result = await area.db
    .updateTable('temporary_uploads')
    .set({ ...values, writer: null, writer_until: null })
    .where('id', '=', id)
    .where('writer', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function conflictNow(area: UploadArea, id: string): Promise<ChunkResult> {
  return { status: 'conflict', offset: await currentOffset(area, id) };
}
