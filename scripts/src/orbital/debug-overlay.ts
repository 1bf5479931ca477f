import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OVERLAY_SIZE } from '@vitrine/core/orbital';
import type { TPolygonFile } from '@vitrine/core/schemas/polygon-file';
import sharp from 'sharp';
import { storagePaths } from '../storage-paths.ts';

const COLORS = [
  '#e6194b',
  '#3cb44b',
  '#ffe119',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#46f0f0',
  '#f032e6',
  '#bcf60c',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Draws the outlines of one view on one frame over the 3820-px picture and saves a PNG, to check
 * by eye that every outline lands on its unit. Returns the PNG path.
 */
export async function writeDebugOverlay(
  root: string,
  project: string,
  building: string,
  view: string,
  frame: number,
  outFile: string,
): Promise<string> {
  const polygons = JSON.parse(
    await readFile(path.join(root, storagePaths.polygons(project, building)), 'utf8'),
  ) as TPolygonFile;
  const key = view === 'full' ? building : `${building}/${view}`;
  const entries = polygons[key] ?? [];
  const shapes = entries
    .map((entry, index) => {
      const points = entry.points[frame] ?? '';
      if (!points) return '';
      const color = COLORS[index % COLORS.length]!;
      const [x, y] = points.split(' ')[0]!.split(',');
      return `<polygon points="${points}" fill="${color}" fill-opacity="0.35" stroke="${color}" stroke-width="4"/>
        <text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="34" fill="#fff" stroke="#000" stroke-width="1">${escapeXml(entry.name)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OVERLAY_SIZE.width}" height="${OVERLAY_SIZE.height}">${shapes}</svg>`;
  const picture = path.join(root, storagePaths.orbitalFrame(project, building, view, frame, 3820, 'jpg'));
  const base = await sharp(picture)
    .resize(3820, 2160, { fit: 'fill' })
    .extend({ right: 20, background: '#000' })
    .toBuffer();
  const drawn = await sharp(base)
    .composite([{ input: Buffer.from(svg) }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  const png = await sharp(drawn).resize(1920).png().toBuffer();
  await writeFile(outFile, png);
  return outFile;
}
