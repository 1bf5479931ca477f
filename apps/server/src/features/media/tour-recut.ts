import type { TiledCube } from '@vitrine/core/krpano/krpano-tour';
import {
  CUBE_FACES,
  type CubeFace,
  krpanoGrid,
  krpanoTileUrl,
  PREVIEW_FACE,
  recutPreviewPath,
  recutTilePath,
  tileSpan,
} from '@vitrine/core/krpano/tile-grid';
import sharp from 'sharp';

/** Reads a file of the tour by its absolute URL in the archive (null when it is not there). */
export type ReadTourFile = ((url: string) => Promise<Buffer | null>) & {
  /** Whether the archive has it, without reading it. */
  has: (url: string) => boolean;
};
/** Writes a re-cut file, by its path relative to the tour folder. */
export type WriteTourFile = (relative: string, body: Buffer) => Promise<void>;

const CHANNELS = 3;
const JPEG = { quality: 85, mozjpeg: false } as const;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(bytes: Buffer): Promise<Raw | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return info.channels === CHANNELS ? { data, width: info.width, height: info.height } : null;
  } catch {
    return null;
  }
}

/** One face of one krpano level, read a band of rows at a time (never the whole face in memory). */
class KrpanoFace {
  private readonly rows = new Map<number, Promise<(Raw | null)[]>>();
  readonly missing: string[] = [];

  constructor(
    private readonly cube: TiledCube,
    private readonly level: number,
    private readonly face: CubeFace,
    private readonly read: ReadTourFile,
  ) {}

  get size(): number {
    return this.cube.levels[this.level]!.faceSize;
  }

  private tileUrl(row: number, col: number): string {
    const { baseIndex, labels } = this.cube;
    return krpanoTileUrl(this.cube.levels[this.level]!.url, {
      label: labels[CUBE_FACES.indexOf(this.face)]!,
      level: 0, // %l is already filled in the level's URL
      row: row + baseIndex,
      col: col + baseIndex,
    });
  }

  /** The krpano tiles of this face that the archive lacks (none read). */
  absentTiles(): string[] {
    const tiles = krpanoGrid(this.size, this.cube.tileSize);
    const absent: string[] = [];
    for (let row = 0; row < tiles; row++) {
      for (let col = 0; col < tiles; col++) {
        const url = this.tileUrl(row, col);
        if (!this.read.has(url)) absent.push(url);
      }
    }
    return absent;
  }

  private tileRow(row: number): Promise<(Raw | null)[]> {
    let found = this.rows.get(row);
    if (!found) {
      const { tileSize } = this.cube;
      const tiles = krpanoGrid(this.size, tileSize);
      found = Promise.all(
        Array.from({ length: tiles }, async (_, col) => {
          const url = this.tileUrl(row, col);
          const bytes = await this.read(url);
          const raw = bytes ? await decode(bytes) : null;
          // A tile of another size than krpano's grid gives it is not this face's.
          const width = Math.min(tileSize, this.size - col * tileSize);
          const height = Math.min(tileSize, this.size - row * tileSize);
          if (raw && raw.width === width && raw.height === height) return raw;
          this.missing.push(url);
          return null;
        }),
      );
      this.rows.set(row, found);
    }
    return found;
  }

  /** Rows [top, bottom) of the face as raw RGB, black where a tile is missing. */
  async band(top: number, bottom: number): Promise<Raw> {
    const { tileSize } = this.cube;
    const width = this.size;
    const data = Buffer.alloc(width * (bottom - top) * CHANNELS);
    for (const row of this.rows.keys()) {
      if ((row + 1) * tileSize <= top) this.rows.delete(row);
    }
    for (let row = Math.floor(top / tileSize); row * tileSize < bottom; row++) {
      const tiles = await this.tileRow(row);
      tiles.forEach((tile, col) => {
        if (!tile) return;
        const left = col * tileSize;
        const copyWidth = Math.min(tile.width, width - left) * CHANNELS;
        const from = Math.max(top, row * tileSize);
        const to = Math.min(bottom, row * tileSize + tile.height);
        for (let y = from; y < to; y++) {
          const source = (y - row * tileSize) * tile.width * CHANNELS;
          tile.data.copy(data, ((y - top) * width + left) * CHANNELS, source, source + copyWidth);
        }
      });
    }
    return { data, width, height: bottom - top };
  }
}

const rawImage = ({ data, width, height }: Raw) =>
  sharp(data, { raw: { width, height, channels: CHANNELS } });

/** The scene's low-resolution cube as six faces in a row, from a krpano cube strip (either way). */
async function stripeFromPreview(bytes: Buffer): Promise<Buffer | null> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const { width = 0, height = 0 } = meta ?? {};
  const vertical = height === width * 6;
  if (!vertical && width !== height * 6) return null;
  const side = vertical ? width : height;
  const faces = await Promise.all(
    CUBE_FACES.map((_, index) =>
      sharp(bytes)
        .extract({
          left: vertical ? 0 : index * side,
          top: vertical ? index * side : 0,
          width: side,
          height: side,
        })
        .resize(PREVIEW_FACE, PREVIEW_FACE)
        .toBuffer(),
    ),
  );
  return stripe(faces);
}

const blackFace = () =>
  sharp({ create: { width: PREVIEW_FACE, height: PREVIEW_FACE, channels: CHANNELS, background: '#000' } })
    .png()
    .toBuffer();

function stripe(faces: Buffer[]): Promise<Buffer> {
  return sharp({
    create: { width: PREVIEW_FACE * 6, height: PREVIEW_FACE, channels: CHANNELS, background: '#000' },
  })
    .composite(faces.map((input, index) => ({ input, left: index * PREVIEW_FACE, top: 0 })))
    .jpeg(JPEG)
    .toBuffer();
}

export interface RecutResult {
  /** krpano tiles (absolute URLs in the archive) that were missing or unreadable. */
  missing: string[];
  written: number;
}

/**
 * Re-cuts a tiled cube into the viewer's power-of-two grid (tile-grid.ts), one output row of one
 * face at a time, and writes its preview stripe: from krpano's cube-strip preview when there is
 * one, else from the smallest level. Only faces whose krpano tiles are all in the archive, each
 * of the size the grid gives it, are re-cut: the work never exceeds the pixels uploaded (a
 * tour.xml cannot declare huge empty faces), and a face with holes is reported, not half made.
 */
export async function recutTiledCube(
  cube: TiledCube,
  scene: { index: number; previewUrl: string | null },
  read: ReadTourFile,
  write: WriteTourFile,
): Promise<RecutResult> {
  const missing = new Set<string>();
  let written = 0;
  const previewBytes = scene.previewUrl ? await read(scene.previewUrl) : null;
  let preview = previewBytes ? await stripeFromPreview(previewBytes) : null;
  const smallFaces: Buffer[] = [];
  for (const [level, { faceSize, nbTiles }] of cube.grid.entries()) {
    for (const face of CUBE_FACES) {
      const source = new KrpanoFace(cube, level, face, read);
      const absent = source.absentTiles();
      if (absent.length > 0) {
        for (const url of absent) missing.add(url);
        if (level === 0 && !preview) smallFaces.push(await blackFace());
        continue;
      }
      for (let row = 0; row < nbTiles; row++) {
        const [top, bottom] = tileSpan(faceSize, nbTiles, row);
        const band = await source.band(top, bottom);
        for (let col = 0; col < nbTiles; col++) {
          const [left, right] = tileSpan(faceSize, nbTiles, col);
          const tile = await rawImage(band)
            .extract({ left, top: 0, width: right - left, height: band.height })
            .jpeg(JPEG)
            .toBuffer();
          await write(recutTilePath(scene.index, level, face, row, col), tile);
          written++;
        }
      }
      if (level === 0 && !preview) {
        const whole = await source.band(0, faceSize);
        smallFaces.push(await rawImage(whole).resize(PREVIEW_FACE, PREVIEW_FACE).png().toBuffer());
      }
      for (const url of source.missing) missing.add(url);
    }
  }
  preview ??= await stripe(smallFaces);
  await write(recutPreviewPath(scene.index), preview);
  return { missing: [...missing], written: written + 1 };
}
