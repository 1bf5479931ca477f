import { TourParseError } from '@vitrine/core/krpano/krpano-tour';
import type { TourScenesReport } from '@vitrine/core/krpano/scene-report';
import { unprocessable } from '../../http/http-errors.ts';
import { type StorageDriver, safeStoragePath } from '../../plugins/storage-driver.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { type KeptEntry, readTourEntries } from './archive-entry-policy.ts';
import type { MediaInput } from './media-input.ts';
import { replaceMediaFolder } from './staged-replacement.ts';
import { reportTourScenes } from './tour-scene-report.ts';
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

export interface TourReport extends TourScenesReport {
  folder: string;
  files: number;
  /** Entries left out: scripts, pages and anything that is neither XML nor a picture. */
  skipped: string[];
}

/** The tour.xml the archive's names point to: the shortest one, if there is any. */
function findTourXml(names: string[]): string | undefined {
  return names.filter((name) => /(^|\/)tour\.xml$/i.test(name)).sort((a, b) => a.length - b.length)[0];
}

/**
 * Unpacks a krpano-style export (a zip) into `folder` (storageLayout.cycloramaFolder or
 * tourFolder): tour.xml at the root of the archive, or in its single top folder (vtour/tour.xml),
 * must read as a <krpano> document. Unsafe paths or no readable tour.xml: 422 and the previous
 * tour stays. Each kept entry is checked and streamed into a staging folder one at a time (never
 * the whole archive in memory); only when every entry and tour.xml passed is it swapped in.
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
  return replaceMediaFolder(
    storage,
    folder,
    async (at) => {
      // The names come first (the archive's directory): where tour.xml is says what is written.
      let tourXml: string | undefined;
      let prefix = '';
      const outside: string[] = [];
      let tourXmlText: string | undefined;
      let badPath: string | undefined;
      let files = 0;
      const names = new Set<string>();
      const xml = new Map<string, string>();
      const write = async (entry: KeptEntry) => {
        if (!entry.name.startsWith(prefix)) return void outside.push(entry.name);
        if (entry.name === tourXml) tourXmlText = entry.text;
        const relative = entry.name.slice(prefix.length);
        try {
          safeStoragePath(`${folder}/${relative}`);
        } catch {
          badPath ??= entry.name;
          return;
        }
        await storage.putStream(at(relative), entry.body, entry.size, entry.type).catch((error: unknown) => {
          throw entry.body.errored ? new BadArchiveError('damaged archive') : error;
        });
        names.add(relative);
        if (entry.text !== undefined) xml.set(relative, entry.text);
        files++;
      };
      const { skipped } = await readTourEntries(zip.file, write, {
        plan: (names) => {
          tourXml = findTourXml(names);
          prefix = tourXml ? tourXml.slice(0, tourXml.length - 'tour.xml'.length) : '';
        },
      }).catch((error: unknown) => {
        throw error instanceof BadArchiveError ? refuse(error.message) : error;
      });
      if (!tourXml) throw refuse('tour.xml est absent');
      if (prefix.split('/').length > 2)
        throw refuse('tour.xml doit être à la racine ou dans un seul dossier');
      if (!isReadableTourXml(tourXmlText ?? ''))
        throw refuse("tour.xml n'est pas un document <krpano> lisible");
      if (badPath) throw refuse(`chemin refusé ${JSON.stringify(badPath)}`);
      const report = await reportTourScenes({
        tourXml: tourXml.slice(prefix.length),
        names,
        xml,
        read: (name) => storage.get(at(name)),
        write: async (name, body) => {
          await storage.put(at(name), body, 'image/jpeg');
          files++;
        },
      }).catch((error: unknown) => {
        throw error instanceof TourParseError
          ? refuse("tour.xml n'est pas un document <krpano> lisible")
          : error;
      });
      return { folder, files, skipped: [...skipped, ...outside], ...report };
    },
    'tour',
  );
}
