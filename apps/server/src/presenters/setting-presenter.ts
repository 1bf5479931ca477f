import type { TFileRef } from '@vitrine/core/schemas/common';
import type { TSetting } from '@vitrine/core/schemas/setting';
import { settingRenditionPaths } from '@vitrine/core/setting-pictures';
import type { Row } from '../db/schema.ts';
import { fileRef, type PresentContext } from './present-context.ts';

export function presentSetting(row: Row<'settings'>, ctx: PresentContext): TSetting {
  return {
    id: row.id,
    name: row.name,
    type: row.type === 'image' ? 'image' : 'text',
    value: row.value,
    image: settingImageRef(row.image_path, ctx),
    css_file: fileRef(ctx, row.css_file_path),
    pdf: fileRef(ctx, row.pdf_path),
  };
}

/** A setting's image with its screen-size renditions when it has them (splash and contact pictures). */
function settingImageRef(path: string | null, ctx: PresentContext): TFileRef | null {
  const image = fileRef(ctx, path);
  const renditions = settingRenditionPaths(path);
  if (!image || !renditions) return image;
  const responsiveUrls = Object.fromEntries(
    Object.entries(renditions).map(([width, rendition]) => [width, ctx.fileUrl(rendition)]),
  );
  return { ...image, responsiveUrls };
}
