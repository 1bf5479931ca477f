import { typologyLabel } from '@vitrine/core/typology';
import { storedRoomCount } from '../model/unit-offer.ts';
import { type PlanRect, roomArea, type UnitLayout, wallPieces } from './unit-layout.ts';

/** Vector drawing items in page units (1600 × 1131, A4 landscape), drawn by both SVG and PDF. */
export type DrawItem =
  | {
      type: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      fill?: string;
      stroke?: string;
      lineWidth?: number;
      radius?: number;
    }
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; lineWidth: number }
  | { type: 'path'; d: string; fill?: string; stroke?: string; lineWidth?: number }
  | {
      type: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      color: string;
      bold?: boolean;
      anchor: 'start' | 'middle';
    };

export const PAGE = { width: 1600, height: 1131 } as const;

const INK = '#1d1d1f';
const FLOOR = { parquet: '#f1e7d6', tiles: '#e2e8ec' } as const;
const FURNITURE = '#8c99a3';

function area(value: number): string {
  return `${value.toFixed(1).replace('.', ',')} m²`;
}

/** The architectural drawing of a unit type: floors, furniture, walls with doors and windows, labels. */
export function planDrawing(layout: UnitLayout, projectTitle: string): DrawItem[] {
  const margin = { left: 110, top: 190, right: 110, bottom: 200 };
  const scale = Math.min(
    (PAGE.width - margin.left - margin.right) / layout.width,
    (PAGE.height - margin.top - margin.bottom) / layout.depth,
  );
  const ox = (PAGE.width - layout.width * scale) / 2;
  const oy = margin.top;
  const X = (x: number) => ox + x * scale;
  const Y = (y: number) => oy + y * scale;
  const box = (r: PlanRect) => ({
    x: X(r.x0),
    y: Y(r.y0),
    w: (r.x1 - r.x0) * scale,
    h: (r.y1 - r.y0) * scale,
  });
  const items: DrawItem[] = [{ type: 'rect', x: 0, y: 0, w: PAGE.width, h: PAGE.height, fill: '#ffffff' }];
  const total = layout.rooms.reduce((sum, room) => sum + roomArea(room), 0);
  const label = typologyLabel(storedRoomCount(layout.bedrooms), 'T', 'fr');
  const bedrooms =
    layout.bedrooms === 0 ? 'Studio' : `${layout.bedrooms} chambre${layout.bedrooms > 1 ? 's' : ''}`;
  items.push(
    {
      type: 'text',
      x: 110,
      y: 95,
      text: `Type ${label} — ${bedrooms}`,
      size: 46,
      color: INK,
      bold: true,
      anchor: 'start',
    },
    {
      type: 'text',
      x: 110,
      y: 140,
      text: `${projectTitle} · surface habitable ${area(total)}`,
      size: 26,
      color: '#555',
      anchor: 'start',
    },
  );
  for (const room of layout.rooms) items.push({ type: 'rect', ...box(room.rect), fill: FLOOR[room.floor] });
  for (const piece of layout.furniture) {
    items.push({
      type: 'rect',
      ...box(piece.rect),
      stroke: FURNITURE,
      lineWidth: 2,
      radius: piece.kind === 'sofa' || piece.kind === 'bath' ? 8 : 2,
    });
    if (piece.kind === 'bed') {
      const r = box(piece.rect);
      items.push({
        type: 'line',
        x1: r.x,
        y1: r.y + r.h * 0.22,
        x2: r.x + r.w,
        y2: r.y + r.h * 0.22,
        stroke: FURNITURE,
        lineWidth: 2,
      });
    }
  }
  for (const wall of layout.walls) {
    const horizontal = wall.y0 === wall.y1;
    const thickness = (wall.exterior ? 0.3 : 0.12) * scale;
    const start = horizontal ? Math.min(wall.x0, wall.x1) : Math.min(wall.y0, wall.y1);
    for (const [from, to, opening] of wallPieces(wall)) {
      const a = start + from;
      const b = start + to;
      const rect = horizontal
        ? { x: X(a), y: Y(wall.y0) - thickness / 2, w: (b - a) * scale, h: thickness }
        : { x: X(wall.x0) - thickness / 2, y: Y(a), w: thickness, h: (b - a) * scale };
      if (!opening) {
        items.push({ type: 'rect', ...rect, fill: wall.exterior ? INK : '#3a3a3c' });
      } else if (opening.kind === 'window') {
        items.push({ type: 'rect', ...rect, fill: '#cfe6f3', stroke: INK, lineWidth: 2 });
      } else if (opening.kind === 'door') {
        const r = (b - a) * scale;
        if (horizontal) {
          const hx = X(a);
          const hy = Y(wall.y0);
          const dir = wall.exterior && wall.y0 > 0 ? -1 : 1;
          items.push({
            type: 'path',
            d: `M ${hx} ${hy} L ${hx} ${hy + dir * r} A ${r} ${r} 0 0 ${dir > 0 ? 0 : 1} ${hx + r} ${hy}`,
            stroke: '#666',
            lineWidth: 2,
          });
        } else {
          const hx = X(wall.x0);
          const hy = Y(a);
          items.push({
            type: 'path',
            d: `M ${hx} ${hy} L ${hx + r} ${hy} A ${r} ${r} 0 0 1 ${hx} ${hy + r}`,
            stroke: '#666',
            lineWidth: 2,
          });
        }
      }
    }
  }
  for (const room of layout.rooms) {
    const r = box(room.rect);
    const cx = r.x + r.w / 2;
    const cy = r.y + r.h / 2;
    const size = r.w < 90 ? 15 : 21;
    items.push(
      { type: 'text', x: cx, y: cy - 4, text: room.name.fr, size, color: INK, bold: true, anchor: 'middle' },
      {
        type: 'text',
        x: cx,
        y: cy + size + 2,
        text: area(roomArea(room)),
        size: size - 3,
        color: '#555',
        anchor: 'middle',
      },
    );
  }
  const bottom = Y(layout.depth) + 60;
  items.push(
    { type: 'line', x1: X(0), y1: bottom, x2: X(layout.width), y2: bottom, stroke: INK, lineWidth: 2 },
    { type: 'line', x1: X(0), y1: bottom - 12, x2: X(0), y2: bottom + 12, stroke: INK, lineWidth: 2 },
    {
      type: 'line',
      x1: X(layout.width),
      y1: bottom - 12,
      x2: X(layout.width),
      y2: bottom + 12,
      stroke: INK,
      lineWidth: 2,
    },
    {
      type: 'text',
      x: X(layout.width / 2),
      y: bottom - 14,
      text: `${layout.width.toFixed(2).replace('.', ',')} m`,
      size: 20,
      color: INK,
      anchor: 'middle',
    },
    {
      type: 'line',
      x1: 110,
      y1: PAGE.height - 70,
      x2: 110 + scale * 5,
      y2: PAGE.height - 70,
      stroke: INK,
      lineWidth: 6,
    },
    { type: 'text', x: 110, y: PAGE.height - 85, text: '0', size: 18, color: INK, anchor: 'middle' },
    {
      type: 'text',
      x: 110 + scale * 5,
      y: PAGE.height - 85,
      text: '5 m',
      size: 18,
      color: INK,
      anchor: 'middle',
    },
    // windows face south (top of the drawing), so north points down
    {
      type: 'path',
      d: `M ${PAGE.width - 130} ${PAGE.height - 150} L ${PAGE.width - 110} ${PAGE.height - 80} L ${PAGE.width - 90} ${PAGE.height - 150} Z`,
      fill: INK,
    },
    {
      type: 'text',
      x: PAGE.width - 110,
      y: PAGE.height - 48,
      text: 'N',
      size: 24,
      color: INK,
      bold: true,
      anchor: 'middle',
    },
    {
      type: 'text',
      x: PAGE.width / 2,
      y: PAGE.height - 40,
      text: 'Plan indicatif et non contractuel — mobilier non compris.',
      size: 18,
      color: '#777',
      anchor: 'middle',
    },
  );
  return items;
}
