import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../../http/http-errors.ts';
import { currentUser } from '../../plugins/session.ts';
import { checkContent, isPicture, type Sniffed } from '../uploads/content-check.ts';
import {
  claimUploads,
  receiveCheckedFile,
  releaseUploads,
  reserveRequestBytes,
  TMP_FOLDER,
  uploadAreaOf,
} from '../uploads/temporary-uploads.ts';
import { MAX_INPUT_SIZE, oversizedPicture } from '../uploads/upload-limits.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { BadArchiveError, forEachZipEntry } from './zip-archive.ts';

export interface MediaFile {
  name: string;
  /** The local file of a finished upload or of a zip's entry (bytes when built in memory). */
  content: Buffer | string;
  sniffed: Sniffed;
}

/** A media file's bytes, read from disk when it is a finished upload. */
export function mediaBytes(file: MediaFile): Promise<Buffer> {
  return typeof file.content === 'string' ? readFile(file.content) : Promise.resolve(file.content);
}

/** The files of a media call, on the local disk until `cleanup` (always called, in finally). */
export interface MediaInput {
  sources: { name: string; file: string; sniffed: Sniffed }[];
  cleanup: () => Promise<void>;
}

/**
 * Files of a media call, either sent in the request (multipart: one zip or several files) or
 * named by FilePond server ids (`{ "files": ["…"] }`). Each is checked by content: a file that
 * is not what it claims is a 422 and nothing is kept.
 */
export async function receiveMedia(request: FastifyRequest, field = 'files'): Promise<MediaInput> {
  const area = uploadAreaOf(request.server);
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { files?: unknown };
    const ids = Array.isArray(body.files)
      ? body.files.filter((id): id is string => typeof id === 'string')
      : [];
    if (ids.length === 0) throw unprocessable({ [field]: [uploadMessage('missing', { attribute: field })] });
    const claimed = await claimUploads(
      area,
      currentUser(request),
      ids,
      ['image', 'tiff', 'zip', 'json'],
      field,
    );
    return {
      sources: claimed.map((upload) => ({
        name: upload.originalName,
        file: upload.file,
        sniffed: upload.sniffed,
      })),
      cleanup: () => releaseUploads(area, claimed),
    };
  }
  const name = `media-${randomBytes(8).toString('hex')}`;
  const dir = join(area.root, TMP_FOLDER, name);
  const length = Number(request.headers['content-length']);
  const counted = await reserveRequestBytes(area, currentUser(request), name, length >= 0 ? length : null);
  await mkdir(dir, { recursive: true });
  const input: MediaInput = { sources: [], cleanup: () => rm(dir, { recursive: true, force: true }) };
  try {
    let index = 0;
    let bytes = 0;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const file = join(dir, String(index++));
      const { size, sniffed } = await receiveCheckedFile(area, part.file, file, field);
      bytes += size;
      input.sources.push({ name: part.filename || `file-${index}`, file, sniffed });
    }
    if (input.sources.length === 0)
      throw unprocessable({ [field]: [uploadMessage('missing', { attribute: field })] });
    await counted.settle(bytes);
    return input;
  } catch (error) {
    await input.cleanup();
    await counted.forget();
    throw error;
  }
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { numeric: true });

/**
 * The files of an input, a single zip being opened: each kept file is checked by content and
 * must be one of `kinds`; entries of other kinds are refused (422), noise (__MACOSX, dotfiles)
 * skipped. Sorted by name, numbers in natural order (2 before 10).
 */
export async function mediaFiles(
  input: MediaInput,
  field: string,
  accept: (sniffed: Sniffed, name: string) => boolean,
): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  const refuse = (reason: string) =>
    unprocessable({ [field]: [uploadMessage('badArchive', { attribute: field, reason })] });
  for (const source of input.sources) {
    if (source.sniffed.kind !== 'zip') {
      // checked by content when it was received
      if (!accept(source.sniffed, source.name))
        throw unprocessable({ [field]: [uploadMessage('wrongKind', { attribute: field, kinds: 'image' })] });
      files.push({ name: source.name, content: source.file, sniffed: source.sniffed });
      continue;
    }
    // Entries go to files beside the archive, one at a time: an archive is never held in memory.
    const entries = await mkdtemp(join(dirname(source.file), 'entries-'));
    const cleanup = input.cleanup;
    input.cleanup = async () => {
      await rm(entries, { recursive: true, force: true });
      await cleanup();
    };
    try {
      await forEachZipEntry(source.file, async (name, content) => {
        const verdict = await checkContent(content.subarray(0, 64), content.length, async () => content);
        if (!verdict.ok || !accept(verdict.sniffed, name))
          throw refuse(`${name} (${verdict.ok ? verdict.sniffed.mime : 'contenu non reconnu'})`);
        if (isPicture(verdict.sniffed) && (await oversizedPicture(content)))
          throw refuse(`${name} (> ${MAX_INPUT_SIZE} pixels)`);
        const file = join(entries, String(files.length));
        await writeFile(file, content);
        files.push({ name, content: file, sniffed: verdict.sniffed });
      });
    } catch (error) {
      if (error instanceof BadArchiveError) throw refuse(error.message);
      throw error;
    }
  }
  return files.sort(byName);
}
