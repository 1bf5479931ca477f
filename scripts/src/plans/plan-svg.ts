import type { DrawItem } from './plan-drawing.ts';
import { PAGE } from './plan-drawing.ts';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paint(fill?: string, stroke?: string, lineWidth?: number): string {
  return `fill="${fill ?? 'none'}"${stroke ? ` stroke="${stroke}" stroke-width="${lineWidth ?? 1}"` : ''}`;
}

function svgElement(item: DrawItem): string {
  switch (item.type) {
    case 'rect':
      return `<rect x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}" rx="${item.radius ?? 0}" ${paint(item.fill, item.stroke, item.lineWidth)}/>`;
    case 'line':
      return `<line x1="${item.x1}" y1="${item.y1}" x2="${item.x2}" y2="${item.y2}" stroke="${item.stroke}" stroke-width="${item.lineWidth}"/>`;
    case 'path':
      return `<path d="${item.d}" ${paint(item.fill, item.stroke, item.lineWidth)}/>`;
    default:
      return `<text x="${item.x}" y="${item.y}" font-family="${FONT}" font-size="${item.size}" fill="${item.color}" font-weight="${item.bold ? 'bold' : 'normal'}" text-anchor="${item.anchor}">${escapeXml(item.text)}</text>`;
  }
}

/** The drawing as an SVG document (sharp turns it into a PNG). */
export function drawingToSvg(items: DrawItem[]): string {
  const body = items.map(svgElement).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}">${body}</svg>`;
}
