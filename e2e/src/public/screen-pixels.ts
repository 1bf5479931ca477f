import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** How many distinct colours a screenshot of `target` holds (1 means a flat, empty area), and a signature. */
export async function screenshotColours(target: Locator): Promise<{ distinct: number; signature: string }> {
  const png = await target.screenshot();
  const { data, info } = await sharp(png)
    .resize(64, 36, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i + 2 < data.length; i += info.channels) {
    colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  }
  return { distinct: colours.size, signature: data.toString('base64') };
}
