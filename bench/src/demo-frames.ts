import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const STORAGE_DIR = join(REPO_ROOT, 'data', 'storage');

export interface FrameFileStats {
  folder: string;
  count: number;
  totalBytes: number;
  minBytes: number;
  maxBytes: number;
}

/** Sizes of one view's frames on disk for a file suffix ('' = NN.jpg at 3820 px, '-1920' …). */
export function frameFileStats(folder: string, suffix: string, extension: 'jpg' | 'webp'): FrameFileStats {
  const pattern = new RegExp(`^\\d{2}${suffix}\\.${extension}$`);
  const sizes = readdirSync(join(STORAGE_DIR, folder))
    .filter((name) => pattern.test(name))
    .map((name) => statSync(join(STORAGE_DIR, folder, name)).size);
  return {
    folder,
    count: sizes.length,
    totalBytes: sizes.reduce((sum, size) => sum + size, 0),
    minBytes: Math.min(...sizes),
    maxBytes: Math.max(...sizes),
  };
}

/** The JPEG's pixel width, read from its SOF marker (no image library needed). */
export function jpegWidth(bytes: Buffer): number {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return 0;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return bytes.readUInt16BE(offset + 7);
    offset += 2 + length;
  }
  return 0;
}
