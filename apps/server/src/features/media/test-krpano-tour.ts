import sharp from 'sharp';

/**
 * A tour laid out as krpano's MAKE VTOUR (multires) droplet makes one, built with sharp for the
 * tests: tiled cube levels of non-power-of-two sizes in 512 px tiles, zero-padded tile numbers,
 * a vertical cube-strip preview, a skin and a second scene `<include>`d, and a hotspot that opens
 * the second scene through `onclick="loadscene(…)"` (and one in view there leading back through
 * `linkedscene`). Each face is a gradient (red across, green
 * down, blue by face) so a test can tell where any pixel came from.
 */
export const KRPANO_TILE = 512;
export const KRPANO_LEVELS = [640, 1280] as const;
export const KRPANO_LABELS = ['l', 'f', 'r', 'b', 'u', 'd'] as const;

/** The colour of pixel (x, y) of face `face` (0-5) of a face `size` px wide. */
export function faceColour(face: number, x: number, y: number, size: number): [number, number, number] {
  return [Math.floor((x * 255) / size), Math.floor((y * 255) / size), 40 * face + 20];
}

/** The face's gradient; `noise` adds that much grain (a photo's detail, for realistic JPEG sizes). */
function facePixels(face: number, size: number, noise = 0): Buffer {
  const data = Buffer.alloc(size * size * 3);
  let seed = 12345 + face;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 3;
      data.set(faceColour(face, x, y, size), at);
      if (noise > 0) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grain = (seed % (2 * noise + 1)) - noise;
        for (let channel = 0; channel < 3; channel++) {
          data[at + channel] = Math.max(0, Math.min(255, data[at + channel]! + grain));
        }
      }
    }
  }
  return data;
}

const TILES = '%s/l%l/%0v/l%l_%s_%0v_%00h.jpg';

const sceneXml = (name: string, title: string, hotspots: string, levels: readonly number[]) => `
  <scene name="${name}" title="${title}" onstart="" thumburl="panos/${name}.tiles/thumb.jpg">
    <view hlookat="0" vlookat="0" fovtype="MFOV" fov="90" maxpixelzoom="2.0" fovmin="70" fovmax="140" limitview="auto" />
    <preview url="panos/${name}.tiles/preview.jpg" />
    <image type="CUBE" multires="true" tilesize="${KRPANO_TILE}" baseindex="1">
${levels
  .map(
    (size, index) => `      <level tiledimagewidth="${size}" tiledimageheight="${size}">
        <cube url="panos/${name}.tiles/${TILES.replaceAll('%l', String(index + 1))}" />
      </level>`,
  )
  .reverse()
  .join('\n')}
      <mobile><cube url="panos/${name}.tiles/mobile_%s.jpg" /></mobile>
    </image>
    ${hotspots}
  </scene>`;

/** tour.xml of the test tour: the first scene here, the second in scenes/cuisine.xml. */
const tourXml = (levels: readonly number[]) => `<?xml version="1.0" encoding="UTF-8"?>
<krpano version="1.21" title="Visite" onstart="loadscene(salon, null, MERGE);">
  <include url="skin/vtourskin.xml" />
  <include url="scenes/cuisine.xml" />
  ${sceneXml('salon', 'Le salon', '<hotspot name="spot1" style="skin_hotspotstyle" ath="30" atv="10" onclick="loadscene(cuisine, null, MERGE, BLEND(1));" />', levels)}
</krpano>`;

const cuisineXml = (levels: readonly number[]) =>
  `<krpano>${sceneXml('cuisine', 'La cuisine', '<hotspot name="back" ath="-25" atv="0" linkedscene="salon" />', levels).replaceAll('panos/', '../panos/')}</krpano>`;
const SKIN_XML =
  '<krpano><style name="skin_hotspotstyle" url="vtourskin_hotspot.png" scale="0.5" /><action name="skin_startup">trace(hello);</action></krpano>';

async function jpeg(raw: Buffer, width: number, height: number, quality = 90): Promise<Buffer> {
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Every file of the tour, named as in the archive (under vtour/), tour.html and tour.js included. */
export async function krpanoTourEntries({
  levels = KRPANO_LEVELS,
  noise = 0,
  quality = 90,
}: {
  levels?: readonly number[];
  noise?: number;
  quality?: number;
} = {}): Promise<{ name: string; content: Buffer | string }[]> {
  const entries: { name: string; content: Buffer | string }[] = [
    { name: 'vtour/tour.xml', content: tourXml(levels) },
    { name: 'vtour/scenes/cuisine.xml', content: cuisineXml(levels) },
    { name: 'vtour/skin/vtourskin.xml', content: SKIN_XML },
    { name: 'vtour/tour.html', content: '<html><script src="tour.js"></script></html>' },
    { name: 'vtour/tour.js', content: 'embedpano({});' },
  ];
  for (const scene of ['salon', 'cuisine']) {
    const folder = `vtour/panos/${scene}.tiles`;
    const strip: Buffer[] = [];
    for (const [face, label] of KRPANO_LABELS.entries()) {
      for (const [index, size] of levels.entries()) {
        const pixels = sharp(facePixels(face, size, noise), {
          raw: { width: size, height: size, channels: 3 },
        });
        const tiles = Math.ceil(size / KRPANO_TILE);
        for (let row = 0; row < tiles; row++) {
          for (let col = 0; col < tiles; col++) {
            const width = Math.min(KRPANO_TILE, size - col * KRPANO_TILE);
            const height = Math.min(KRPANO_TILE, size - row * KRPANO_TILE);
            const tile = await pixels
              .clone()
              .extract({ left: col * KRPANO_TILE, top: row * KRPANO_TILE, width, height })
              .jpeg({ quality })
              .toBuffer();
            const v = String(row + 1).padStart(2, '0');
            const h = String(col + 1).padStart(3, '0');
            entries.push({
              name: `${folder}/${label}/l${index + 1}/${v}/l${index + 1}_${label}_${v}_${h}.jpg`,
              content: tile,
            });
          }
        }
      }
      strip.push(
        await sharp(facePixels(face, 256), { raw: { width: 256, height: 256, channels: 3 } })
          .raw()
          .toBuffer(),
      );
      entries.push({
        name: `${folder}/mobile_${label}.jpg`,
        content: await jpeg(facePixels(face, 256), 256, 256),
      });
    }
    entries.push({
      name: `${folder}/preview.jpg`,
      content: await jpeg(Buffer.concat(strip), 256, 256 * 6, 80),
    });
    entries.push({ name: `${folder}/thumb.jpg`, content: await jpeg(facePixels(1, 240), 240, 240) });
  }
  return entries;
}
