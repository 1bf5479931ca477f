import type { TSetting } from '@vitrine/core/schemas/setting';
import type { Row } from '../db/schema.ts';
import { fileRef, type PresentContext } from './present-context.ts';

export function presentSetting(row: Row<'settings'>, ctx: PresentContext): TSetting {
  return {
    id: row.id,
    name: row.name,
    type: row.type === 'image' ? 'image' : 'text',
    value: row.value,
    image: fileRef(ctx, row.image_path),
    css_file: fileRef(ctx, row.css_file_path),
    pdf: fileRef(ctx, row.pdf_path),
  };
}
