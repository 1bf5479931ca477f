import { unprocessable } from '../../http/http-errors.ts';
import { type StorageDriver, safeStoragePath } from '../../plugins/storage-driver.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { readTourEntries } from './archive-entry-policy.ts';
import type { MediaInput } from './media-input.ts';
import { replaceMediaFolder } from './staged-replacement.ts';
import { BadArchiveError } from './zip-archive.ts';

/** A readable tour.xml: an XML document whose root element is <krpano>. */
export function isReadableTourXml(text: string): boolean {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trimStart();
  return /^<krpano[\s>]/.test(body) && /<\/krpano>\s*$/.test(body) && !/<!DOCTYPE|<!ENTITY/i.test(text);
}

export interface TourReport {
  folder: string;
  files: number;
  /** Entries left out: scripts, pages and anything that is neither XML nor a picture. */
  skipped: string[];
}

/**
 * Unpacks a krpano-style export (a zip) into `folder` (storageLayout.cycloramaFolder or
 * tourFolder): tour.xml at the root of the archive, or in its single top folder (vtour/tour.xml),
 * must read as a <krpano> document. Unsafe paths or no readable tour.xml: 422 and the previous
 * tour stays (the archive is read and checked fully, written to a staging folder, then swapped).
 */
export async function storeTour(
  storage: StorageDriver,
  folder: string,
  input: MediaInput,
): Promise<TourReport> {
  const refuse = (reason: string) =>
    unprocessable({ file: [uploadMessage('badArchive', { attribute: 'file', reason })] });
  const zip = input.sources.find((source) => source.sniffed.kind === 'zip');
  if (!zip || input.sources.length !== 1) throw refuse('envoyez une seule archive zip');
  const { kept, skipped } = await readTourEntries(zip.file).catch((error: unknown) => {
    throw error instanceof BadArchiveError ? refuse(error.message) : error;
  });
  const tourXml = [...kept.keys()]
    .filter((name) => /(^|\/)tour\.xml$/i.test(name))
    .sort((a, b) => a.length - b.length)[0];
  if (!tourXml) throw refuse('tour.xml est absent');
  const prefix = tourXml.slice(0, tourXml.length - 'tour.xml'.length);
  if (prefix.split('/').length > 2) throw refuse('tour.xml doit être à la racine ou dans un seul dossier');
  if (!isReadableTourXml(kept.get(tourXml)!.content.toString('utf8')))
    throw refuse("tour.xml n'est pas un document <krpano> lisible");

  const written: [string, { content: Buffer; type: string }][] = [];
  for (const [name, entry] of kept) {
    if (!name.startsWith(prefix)) {
      skipped.push(name);
      continue;
    }
    const relative = name.slice(prefix.length);
    try {
      safeStoragePath(`${folder}/${relative}`);
    } catch {
      throw refuse(`chemin refusé ${JSON.stringify(name)}`);
    }
    written.push([relative, entry]);
  }
  await replaceMediaFolder(
    storage,
    folder,
    async (at) => {
      for (const [relative, { content, type }] of written) await storage.put(at(relative), content, type);
    },
    'tour',
  );
  const files = written.length;
  return { folder, files, skipped };
}
