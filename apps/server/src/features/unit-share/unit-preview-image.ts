import { createHash } from 'node:crypto';
import { polygonStyle, unitColor } from '@vitrine/core/colors';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { brandColors } from '@vitrine/core/settings';
import { polygonViewEntries, storageLayout } from '@vitrine/core/storage-layout';
import { bestFrame, onFrame, PREVIEW_SIZE, previewCrop } from '@vitrine/core/unit-preview';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { Row } from '../../db/schema.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import type { UnitWithRelations } from '../units/unit-repository.ts';

/** The stored frames the preview is cut from (1920 px: sharp enough for 1200 × 630). */
const FRAME_WIDTH = 1920;
/** Bumped when the drawing changes, so that every cached preview is drawn again. */
const DRAWING_VERSION = 1;

type PolygonEntry = { name: string; points: string[] };

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

async function readPolygonFile(storage: StorageDriver, buildingId: number) {
  try {
    return JSON.parse(String(await storage.get(storageLayout.polygonFile(buildingId)))) as Record<
      string,
      PolygonEntry[]
    >;
  } catch {
    return null;
  }
}

/** The view (full building, else the unit's floor) and frame where the unit shows best. */
async function bestView(storage: StorageDriver, found: UnitWithRelations) {
  const file = await readPolygonFile(storage, found.building.id);
  for (const floor of [null, found.floor] as const) {
    const entries = polygonViewEntries(file, found.building.name, floor?.name ?? null) ?? [];
    const entry = entries.find((candidate) => candidate.name.toLowerCase() === found.unit.name.toLowerCase());
    const best = entry ? bestFrame(entry.points.slice(0, FRAME_COUNT)) : null;
    if (best) return { folder: storageLayout.orbitalFolder(found.building.id, floor?.id ?? null), ...best };
  }
  return null;
}

async function readFrame(storage: StorageDriver, folder: string, frame: number): Promise<Buffer | null> {
  try {
    return await storage.get(storageLayout.orbitalFrame(folder, frame, FRAME_WIDTH, 'jpg'));
  } catch {
    return null;
  }
}

export interface PreviewInput {
  found: UnitWithRelations;
  domainSettings: readonly Pick<Row<'settings'>, 'name' | 'value'>[];
  /** The caption's two lines: the unit's title and its facts, in the visitor's language. */
  caption: { title: string; facts: string };
  locale: 'fr' | 'en';
}

/**
 * A unit's link preview (1200 × 630 JPEG): the model's frame where the unit is best seen, cut
 * around it, the unit outlined in its colour, and a caption band in the site's main colour. Kept
 * in storage under a name made of everything it is drawn from, so it is drawn again only when the
 * unit, its outline, the frame or the site's colour change. Without outline or frames: the band
 * alone, on the site's colour.
 */
export async function unitPreviewImage(storage: StorageDriver, input: PreviewInput): Promise<Buffer> {
  const { found } = input;
  const view = await bestView(storage, found);
  const frame = view ? await readFrame(storage, view.folder, view.frame) : null;
  const brand = brandColors(input.domainSettings).main;
  const main = /^#[0-9a-f]{6}$/i.test(brand) ? brand : '#1d3557';
  const color = unitColor(
    { ...found.unit, category: found.category ?? null },
    { show_category: Boolean(found.project.show_category) },
    found.projectSettings,
  );
  const style = polygonStyle(color, found.unit.status_id, true);
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        DRAWING_VERSION,
        input.caption,
        main,
        style,
        view?.frame,
        view?.outline,
        found.unit.status_id,
      ]),
    )
    .update(frame ?? Buffer.alloc(0))
    .digest('hex')
    .slice(0, 24);
  const folder = `${storageLayout.unitFolder(found.unit.id)}/preview`;
  const cached = `${folder}/${input.locale}-${key}.jpg`;
  if (await storage.exists(cached)) return storage.get(cached);

  const image = await draw(frame, view, { main, style, caption: input.caption });
  const stale = (await storage.list(folder).catch(() => [] as string[])).filter((path) =>
    path.slice(folder.length + 1).startsWith(`${input.locale}-`),
  );
  for (const old of stale) await storage.delete(old).catch(() => {});
  await storage.put(cached, image, 'image/jpeg');
  return image;
}

const BAND_HEIGHT = 120;

async function draw(
  frame: Buffer | null,
  view: Awaited<ReturnType<typeof bestView>>,
  look: { main: string; style: { fill: string; stroke: string }; caption: PreviewInput['caption'] },
): Promise<Buffer> {
  const { width, height } = PREVIEW_SIZE;
  const layers: OverlayOptions[] = [];
  let base: Sharp;
  if (frame && view) {
    const picture = sharp(frame);
    const meta = await picture.metadata();
    const size = { width: meta.width ?? FRAME_WIDTH, height: meta.height ?? 1086 };
    const outline = view.outline.map((point) => onFrame(point, size.width));
    const crop = previewCrop(outline, size);
    const scale = width / crop.width;
    base = picture.extract(crop).resize(width, Math.round(crop.height * scale), { fit: 'fill' });
    const points = outline.map(
      (point) => `${(point.x * scale).toFixed(1)},${((point.y - crop.top) * scale).toFixed(1)}`,
    );
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><polygon points="${points.join(' ')}" fill="${look.style.fill}" stroke="${look.style.stroke}" stroke-width="5" stroke-linejoin="round"/></svg>`,
      ),
      top: 0,
      left: 0,
    });
  } else {
    base = sharp({ create: { width, height, channels: 3, background: look.main } });
  }
  layers.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${BAND_HEIGHT}">` +
        `<rect width="100%" height="100%" fill="${escapeXml(look.main)}" fill-opacity="0.92"/>` +
        `<text x="40" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="bold" fill="#ffffff">${escapeXml(look.caption.title)}</text>` +
        `<text x="40" y="96" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffffff">${escapeXml(look.caption.facts)}</text>` +
        '</svg>',
    ),
    top: height - BAND_HEIGHT,
    left: 0,
  });
  const flat = await base.jpeg().toBuffer();
  return sharp(flat)
    .resize(width, height, { fit: 'cover', position: 'top' })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
