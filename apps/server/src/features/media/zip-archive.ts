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
    const entries = await listEntries(zip);
    for (const entry of entries) {
      if (entry.fileName.endsWith('/') || isNoiseEntry(entry.fileName)) continue;
      await visit(entry.fileName, await readEntry(zip, entry));
    }
  } finally {
    zip.close();
  }
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

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new BadArchiveError('damaged archive'));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', () => reject(new BadArchiveError('damaged archive')));
    });
  });
}
