import type { TGalleryFile } from '@vitrine/core/schemas/gallery-file';
import type { TPage } from '@vitrine/core/schemas/page';
import type { TTour } from '@vitrine/core/schemas/tour';
import type { TVideo } from '@vitrine/core/schemas/video';
import type { Row } from '../db/schema.ts';
import { fileRef, flag, type PresentContext, translations } from './present-context.ts';

export function presentPage(row: Row<'pages'>): TPage {
  return {
    id: row.id,
    domain_id: row.domain_id,
    name: row.name,
    is_active: flag(row.is_active),
    withAltLogo: flag(row.with_alt_logo),
  };
}

function responsiveUrls(ctx: PresentContext, stored: string): Record<string, string> {
  try {
    const paths = JSON.parse(stored) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(paths)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([width, path]) => [width, ctx.fileUrl(path)]),
    );
  } catch {
    return {};
  }
}

export function presentGalleryFile(row: Row<'files'>, ctx: PresentContext): TGalleryFile {
  return {
    id: row.id,
    domain_id: row.domain_id,
    file: { url: ctx.fileUrl(row.path), responsiveUrls: responsiveUrls(ctx, row.responsive) },
    thumb: fileRef(ctx, row.thumb_path),
    order: row.order,
  };
}

export function presentVideo(
  row: Row<'videos'>,
  formats: Row<'video_formats'>[],
  ctx: PresentContext,
): TVideo {
  return {
    id: row.id,
    domain_id: row.domain_id,
    order: row.order,
    thumb: fileRef(ctx, row.thumb_path),
    formats: formats.map((format) => ({ url: ctx.fileUrl(format.path), type: format.type })),
  };
}

/** A tour's `order` is its number, 1 to 4: the menu position and the folder of its tour.xml. */
export function presentTour(row: Row<'tours'>, ctx: PresentContext): TTour {
  return {
    id: row.id,
    domain_id: row.domain_id,
    order: row.number,
    thumb: fileRef(ctx, row.thumb_path),
    ...translations(ctx, { name: row.name }),
  };
}
