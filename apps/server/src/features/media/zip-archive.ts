import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** Caps that keep a crafted archive from filling the disk or the memory. */
export const ZIP_LIMITS = {
  entries: 5000,
  entryBytes: 200 * 1024 * 1024,
  totalBytes: 2 * 1024 * 1024 * 1024,
};

export class BadArchiveError extends Error {
  override name = 'BadArchiveError';
}

/** A relative path inside an archive that stays inside the folder it is extracted to. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name.split('/').every((part) => part !== '..' && part !== '.');
}

/** Noise that archivers add and that is never content. */
export function isNoiseEntry(name: string): boolean {
  return (
    name.startsWith('__MACOSX/') ||
    name.split('/').some((part) => part.startsWith('.')) ||
    name.endsWith('Thumbs.db')
  );
}

/**
 * Reads every file of a zip (folders skipped) and hands it to `visit` one at a time. Any unsafe
 * name (absolute, `..`, backslashes) or a size over the limits rejects the whole archive before
 * a single entry is visited.
 */
export async function forEachZipEntry(
  file: string,
  visit: (name: string, content: Buffer) => Promise<void>,
): Promise<void> {
  await forEachZipEntryStream(file, async (entry) => visit(entry.name, await readAll(entry.body)));
}

/** One file of an archive as it is read: `size` is checked against the bytes the stream gives. */
export interface ZipEntryStream {
  name: string;
  size: number;
  body: Readable;
}

/**
 * forEachZipEntry without holding an entry: `visit` reads (or leaves) each entry's stream, and
 * what it leaves unread is dropped. `plan` first receives every name that will be visited (read
 * from the archive's directory, no content yet), for a caller that decides from the whole list.
 */
export async function forEachZipEntryStream(
  file: string,
  visit: (entry: ZipEntryStream) => Promise<void>,
  plan?: (names: string[]) => void,
): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: true,
        validateEntrySizes: true,
        strictFileNames: false,
      },
      (error, opened) =>
        error || !opened ? reject(new BadArchiveError('not a readable zip archive')) : resolve(opened),
    ),
  ).catch(() => {
    throw new BadArchiveError('not a readable zip archive');
  });
  try {
    const entries = (await listEntries(zip)).filter(
      (entry) => !entry.fileName.endsWith('/') && !isNoiseEntry(entry.fileName),
    );
    plan?.(entries.map((entry) => entry.fileName));
    for (const entry of entries) {
      const body = await openEntry(zip, entry);
      try {
        await visit({ name: entry.fileName, size: entry.uncompressedSize, body });
      } finally {
        if (!body.readableEnded) body.destroy();
      }
    }
  } finally {
    zip.close();
  }
}

/** A stream read whole; a damaged entry (bad data, a size that lies) is a BadArchiveError. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body) chunks.push(chunk as Buffer);
  } catch (error) {
    throw error instanceof BadArchiveError ? error : new BadArchiveError('damaged archive');
  }
  return Buffer.concat(chunks);
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let total = 0;
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (!isSafeEntryName(entry.fileName))
        return reject(new BadArchiveError(`unsafe path ${JSON.stringify(entry.fileName)}`));
      if (entries.length >= ZIP_LIMITS.entries) return reject(new BadArchiveError('too many files'));
      if (entry.uncompressedSize > ZIP_LIMITS.entryBytes || total > ZIP_LIMITS.totalBytes) {
        return reject(new BadArchiveError('content too large'));
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) =>
      reject(
        new BadArchiveError(
          /absolute path|relative path|invalid characters/.test(error.message)
            ? `unsafe path: ${error.message}`
            : 'damaged archive',
        ),
      ),
    );
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(new BadArchiveError('damaged archive')) : resolve(stream),
    );
  });
}
