import type { Locale } from '@vitrine/core/i18n/index';
import type { Db } from '../../db/database.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import type { UnitWithRelations } from '../units/unit-repository.ts';
import { unitSheetPdf } from './unit-sheet-pdf.ts';

/**
 * The unit's PDF sheet as a mail attachment (read from storage when the mail is sent), for a unit
 * whose sheet opens and that has no plan file; null, with a warning, when it cannot be made: the
 * lead and its mail go without it.
 */
export async function unitSheetAttachment(
  ctx: {
    db: Db;
    storage: StorageDriver;
    domain: { id: number };
    origin: string;
    locale: Locale;
    warn: (message: string) => void;
  },
  found: UnitWithRelations,
): Promise<{ filename: string; path: string } | null> {
  try {
    const sheet = await unitSheetPdf(
      { db: ctx.db, storage: ctx.storage, fileUrl: (path) => path },
      found,
      { domainId: ctx.domain.id, origin: ctx.origin },
      ctx.locale,
    );
    return { filename: sheet.fileName, path: sheet.path };
  } catch (error) {
    ctx.warn(`unit ${found.unit.id}: no PDF sheet for the mail (${(error as Error).message})`);
    return null;
  }
}
