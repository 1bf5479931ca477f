/**
 * Where the full-width pictures of settings (splash-image, contact-image) are stored, and their
 * screen-size renditions (docs/decisions.md "Contact illustration arrives with the HTML"). A
 * raster picture in SETTING_PICTURE_FOLDER always has a WebP rendition at every
 * PICTURE_WIDTHS beside it (`<stem>-960.webp`), made when it arrives: the folder is the
 * record that they exist, the settings table having no column for them.
 */

import { settingDefinition } from './settings-catalogue.ts';

export const SETTING_PICTURE_FOLDER = 'files/settings/sized';
/** Where the other setting images (logos, avatars) are stored, as they were sent. */
export const SETTING_IMAGE_FOLDER = 'files/settings';
/** Widths of a full-width picture's screen-size renditions: gallery pictures and picture settings. */
export const PICTURE_WIDTHS = [480, 960, 1920] as const;

const RASTER = /\.(jpe?g|png|webp)$/i;

/** Whether a setting is a full-width picture (its catalogue use is `picture`). */
export function isPictureSetting(name: unknown): boolean {
  return typeof name === 'string' && settingDefinition(name)?.upload === 'picture';
}

/** Whether a stored image is a bitmap (renditions can be made of it; not of an SVG). */
export function isRasterImage(path: string): boolean {
  return RASTER.test(path);
}

/** The storage folder an uploaded image of setting `name` goes to. */
export function settingImageFolder(name: unknown): string {
  return isPictureSetting(name) ? SETTING_PICTURE_FOLDER : SETTING_IMAGE_FOLDER;
}

/** A setting picture's renditions, width → storage path; null when the picture has none. */
export function settingRenditionPaths(imagePath: string | null | undefined): Record<string, string> | null {
  if (!imagePath || !isRasterImage(imagePath)) return null;
  const slash = imagePath.lastIndexOf('/');
  if (imagePath.slice(0, slash) !== SETTING_PICTURE_FOLDER) return null;
  const stem = imagePath.replace(RASTER, '');
  return Object.fromEntries(PICTURE_WIDTHS.map((width) => [String(width), `${stem}-${width}.webp`]));
}

/** Every rendition file of a setting's picture (none for a picture outside the folder). */
export function settingRenditionFiles(imagePath: string | null | undefined): string[] {
  return Object.values(settingRenditionPaths(imagePath) ?? {});
}
