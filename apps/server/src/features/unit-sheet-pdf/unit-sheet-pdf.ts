import { createHash } from 'node:crypto';
import type { Locale } from '@vitrine/core/i18n/index';
import { translate } from '@vitrine/core/i18n/public';
import { storageLayout } from '@vitrine/core/storage-layout';
import type { Db } from '../../db/database.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import { fileSlug } from '../downloads/unit-plans.ts';
import type { UnitWithRelations } from '../units/unit-repository.ts';
import { paintUnitSheet } from './unit-sheet-painter.ts';
import { type SheetSite, unitSheetSources } from './unit-sheet-sources.ts';

/** Bumped when the sheet's drawing changes, so that every stored sheet is made again. */
const DRAWING_VERSION = 2;

export interface UnitSheetPdf {
  /** Where it is kept in storage (a mail attaches it from there). */
  path: string;
  /** The name the visitor's file gets: fiche-a01.pdf, sheet-a01.pdf. */
  fileName: string;
  bytes: Buffer;
  /** Whether it was already stored (made by an earlier request). */
  cached: boolean;
}

export interface UnitSheetDeps {
  db: Db;
  storage: StorageDriver;
  fileUrl: PresentContext['fileUrl'];
}

/**
 * A unit's sheet as a PDF in the visitor's language (issue 15 point 3). Kept in storage under a
 * name made of everything it is made from (texts, colours, link, logo, plan and the model's
 * preview, itself named after its frame and outline), so it is made again only when one of them
 * changes; the older one of that language is then removed, unless a mail still waiting to be sent
 * attaches it. The unit must be one whose sheet opens (the caller checks).
 */
export async function unitSheetPdf(
  deps: UnitSheetDeps,
  found: UnitWithRelations,
  site: SheetSite,
  locale: Locale,
): Promise<UnitSheetPdf> {
  const sources = await unitSheetSources(deps, found, site, locale);
  const key = createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, sources.content, sources.plan?.kind ?? null]))
    .update(sources.logo ?? Buffer.alloc(0))
    .update(sources.plan?.bytes ?? Buffer.alloc(0))
    .update(sources.preview)
    .digest('hex')
    .slice(0, 24);
  const folder = `${storageLayout.unitFolder(found.unit.id)}/sheet`;
  const path = `${folder}/${locale}-${key}.pdf`;
  const fileName = `${translate(locale, 'unitSheet.fileName')}-${fileSlug(found.unit.name)}.pdf`;
  if (await deps.storage.exists(path)) {
    return { path, fileName, bytes: await deps.storage.get(path), cached: true };
  }
  const bytes = await paintUnitSheet(sources);
  await removeStaleSheets(deps, folder, locale);
  await deps.storage.put(path, bytes, 'application/pdf');
  return { path, fileName, bytes, cached: false };
}

/** The unit's older sheets in this language, but those a mail waiting to be sent attaches. */
async function removeStaleSheets(deps: UnitSheetDeps, folder: string, locale: Locale): Promise<void> {
  const stale = (await deps.storage.list(folder).catch(() => [] as string[])).filter((file) =>
    file.slice(folder.length + 1).startsWith(`${locale}-`),
  );
  if (stale.length === 0) return;
  const waiting = await deps.db
    .selectFrom('mail_outbox')
    .select('payload')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('payload', 'like', `%${folder}/%`)
    .execute();
  for (const file of stale) {
    if (waiting.some((mail) => String(mail.payload).includes(file))) continue;
    await deps.storage.delete(file).catch(() => {});
  }
}
