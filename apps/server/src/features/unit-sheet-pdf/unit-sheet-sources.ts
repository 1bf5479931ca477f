import type { Locale } from '@vitrine/core/i18n/index';
import { brandColors } from '@vitrine/core/settings';
import { plainParagraphs } from '@vitrine/core/unit-sheet';
import type { UnitSheetContent } from '@vitrine/core/unit-sheet-layout';
import { unitSummary } from '@vitrine/core/unit-summary';
import type { Db } from '../../db/database.ts';
import { type StorageDriver, safeStoragePath } from '../../plugins/storage-driver.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import { findUnitPlans } from '../downloads/unit-plans.ts';
import { previewCaption, unitPagePath } from '../unit-share/unit-page.ts';
import { unitPreviewImage } from '../unit-share/unit-preview-image.ts';
import { presentUnitWithRelations } from '../units/unit-presenter.ts';
import type { UnitWithRelations } from '../units/unit-repository.ts';

/** The site's logos for a light background, in the order the sheet's header takes them. */
const LOGO_SETTINGS = ['upper-left-logo', 'black-logo', 'secondary-logo'] as const;

/** Everything a unit's PDF sheet is made from, as stored: texts, and the pictures' bytes. */
export interface UnitSheetSources {
  /** The texts and colours (image sizes are known once the pictures are read). */
  content: Omit<UnitSheetContent, 'images'>;
  logo: Buffer | null;
  /** The 2D plan picture, else the unit's PDF plan (its first page goes in the sheet). */
  plan: { kind: 'image' | 'pdf'; bytes: Buffer } | null;
  /** The link preview: the model's frame where the unit is best seen, the unit outlined. */
  preview: Buffer;
}

export interface SheetSite {
  domainId: number;
  /** The site's origin, as links in mails use it (site-of-host.ts). */
  origin: string;
}

async function readOrNull(storage: StorageDriver, path: string | null): Promise<Buffer | null> {
  if (!path) return null;
  try {
    return await storage.get(safeStoragePath(path));
  } catch {
    return null;
  }
}

/**
 * The sources of a unit's sheet in the visitor's language: the facts as the site's sheet shows
 * them (price only where shown), the project's legal texts, the site's logo and colours, the 2D
 * plan and the model's preview. The unit is one whose sheet opens (the caller checks).
 */
export async function unitSheetSources(
  deps: { db: Db; storage: StorageDriver; fileUrl: PresentContext['fileUrl'] },
  found: UnitWithRelations,
  site: SheetSite,
  locale: Locale,
): Promise<UnitSheetSources> {
  const ctx = { locale, translatable: false, fileUrl: deps.fileUrl };
  const unit = presentUnitWithRelations(found, ctx);
  const project = unit.project!;
  const summary = unitSummary(unit, { ...project, settings: found.projectSettings }, locale, 'panel');
  const domainSettings = await deps.db
    .selectFrom('settings')
    .select(['name', 'value', 'image_path'])
    .where('domain_id', '=', site.domainId)
    .execute();
  const logoPath =
    LOGO_SETTINGS.map((name) => domainSettings.find((row) => row.name === name)?.image_path).find(Boolean) ??
    null;
  const plans = await findUnitPlans(found.unit, deps.storage);
  const planFile = plans.find((plan) => plan.kind === '2d') ?? plans.find((plan) => plan.kind === 'pdf');
  const [logo, planBytes, preview] = await Promise.all([
    readOrNull(deps.storage, logoPath),
    readOrNull(deps.storage, planFile?.path ?? null),
    unitPreviewImage(deps.storage, {
      found,
      domainSettings,
      locale,
      caption: previewCaption(found, locale, deps.fileUrl),
    }),
  ]);
  return {
    content: {
      locale,
      projectName: project.name,
      title: summary.title,
      status: summary.status,
      facts: summary.facts.map(({ label, value }) => ({ label, value })),
      url: `${site.origin}${unitPagePath(found, deps.fileUrl)}`,
      legal: plainParagraphs(project.gdpr),
      terms: project.cgu?.trim() || null,
      colors: brandColors(domainSettings),
    },
    logo,
    plan:
      planFile && planBytes ? { kind: planFile.kind === 'pdf' ? 'pdf' : 'image', bytes: planBytes } : null,
    preview,
  };
}
