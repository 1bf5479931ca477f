import { AVATAR_SETTING, AVATAR_SIZE } from '@vitrine/core/settings';
import sharp from 'sharp';
import type { AnyRow, ReshapedFile } from '../resources/resource.ts';

/** Whether a setting row is a user's avatar. */
export function isAvatarSetting(row: AnyRow): boolean {
  return row.name === AVATAR_SETTING && row.user_id !== null && row.user_id !== undefined;
}

/**
 * The avatar as it is kept: the picture turned upright (EXIF), cropped to its centred square and
 * scaled to 200×200 (back office §5: avatar mode square 200×200, 1:1 crop), as a PNG.
 */
export async function squareAvatar(file: string): Promise<ReshapedFile> {
  const out = `${file}.avatar.png`;
  await sharp(file, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
    .png()
    .toFile(out);
  return { file: out, mime: 'image/png', extension: 'png' };
}
