/**
 * Tiled cube levels: krpano's tile URLs, and the power-of-two grid the viewer needs. krpano cuts
 * a face of any size into `tilesize` squares (2560 px in 512 px tiles: 5 × 5), while Photo Sphere
 * Viewer's tiles adapter wants 1, 2, 4, 8 or 16 tiles a side. The upload re-cuts each level into
 * that grid under RECUT_FOLDER (docs/decisions.md "Tiled krpano tours"); both sides name the files
 * with the functions below.
 */

/** Photo Sphere Viewer's face names, in krpano's cube order (l, f, r, b, u, d). */
export type CubeFace = 'left' | 'front' | 'right' | 'back' | 'top' | 'bottom';
export const CUBE_FACES: readonly CubeFace[] = ['left', 'front', 'right', 'back', 'top', 'bottom'];

/** Photo Sphere Viewer's most tiles a side. */
export const MAX_GRID = 16;
/** The largest face read (a 50 000 px panorama's); a larger level is left out. */
export const MAX_FACE = 16_384;

/**
 * The tiles a side of the re-cut grid: the fewest (a power of two) at most twice krpano's tile
 * size (2560 px in 512 px tiles → 4 × 4 of 640 px). Each tile costs the viewer a decode and a
 * texture upload: 640 px tiles showed the first sharp view in 4.9 s where 320 px tiles took 11.2 s
 * on the bench's network (docs/decisions.md "Tiled krpano tours").
 */
export function recutGrid(faceSize: number, tileSize: number): number {
  let tiles = 1;
  while (tiles < MAX_GRID && faceSize / tiles > 2 * tileSize) tiles *= 2;
  return tiles;
}

/** Pixel span [start, end) of tile `index` of `tiles` on a face of `faceSize` (rounded, no gaps). */
export function tileSpan(faceSize: number, tiles: number, index: number): [number, number] {
  return [Math.round((index * faceSize) / tiles), Math.round(((index + 1) * faceSize) / tiles)];
}

/** How many krpano tiles a side a level has. */
export const krpanoGrid = (faceSize: number, tileSize: number) => Math.ceil(faceSize / tileSize);

/** The re-cut files, relative to the folder of tour.xml. */
export const RECUT_FOLDER = 'vitrine-tiles';
export const recutTilePath = (scene: number, level: number, face: CubeFace, row: number, col: number) =>
  `${RECUT_FOLDER}/${scene}/${level}/${face}_${row}_${col}.jpg`;
/** The scene's low-resolution cube, six faces in a row (the viewer's "stripe"). */
export const recutPreviewPath = (scene: number) => `${RECUT_FOLDER}/${scene}/preview.jpg`;
/** Side of a face of the re-cut preview stripe. */
export const PREVIEW_FACE = 256;

const number = (value: number, digits: number) => String(value).padStart(digits, '0');

/**
 * A krpano tile URL with its placeholders filled: %s the face label, %l the level, %h/%x/%c the
 * column, %v/%y/%r the row; each zero after % pads the number to one more digit (%0v → 01,
 * %00h → 001). Indices count from `baseIndex` (krpano's baseindex, 1 unless set).
 */
export function krpanoTileUrl(
  template: string,
  { label, level, row, col }: { label: string; level: number; row: number; col: number },
): string {
  return template.replace(/%(0*)([slhxcvyr])/gi, (whole, zeros: string, code: string) => {
    const digits = zeros.length + 1;
    switch (code.toLowerCase()) {
      case 's':
        return label;
      case 'l':
        return number(level, digits);
      case 'h':
      case 'x':
      case 'c':
        return number(col, digits);
      case 'v':
      case 'y':
      case 'r':
        return number(row, digits);
      default:
        return whole;
    }
  });
}

/** A URL with a tile placeholder in it (a column or row), which no whole image has. */
export const hasTilePlaceholder = (url: string) => /%0*[hxcvyr]/i.test(url);
