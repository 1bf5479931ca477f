import type { Translated } from '@vitrine/core/demo-manifest';

/** A rect on a plan in metres: x to the right, y from the front (windows) to the back (entrance). */
export interface PlanRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Room {
  name: Translated;
  rect: PlanRect;
  floor: 'parquet' | 'tiles';
}

export interface Opening {
  from: number;
  to: number;
  kind: 'door' | 'window' | 'open';
}

/** An axis-aligned wall from (x0, y0) to (x1, y1) with door, window and open gaps along it. */
export interface Wall {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  exterior: boolean;
  openings: Opening[];
}

export interface Furniture {
  kind: 'sofa' | 'table' | 'bed' | 'wardrobe' | 'counter' | 'shower' | 'basin' | 'toilet' | 'bath' | 'desk';
  rect: PlanRect;
  height: number;
  color: [number, number, number];
}

/** The plan of a unit type: its outline, rooms, walls and furniture. */
export interface UnitLayout {
  bedrooms: number;
  width: number;
  depth: number;
  rooms: Room[];
  walls: Wall[];
  furniture: Furniture[];
}

const DEPTH = 7;
const BEDROOM_WIDTH = 3.1;
const FRONT = 4;
const CORRIDOR = 5.2;

const WOOD: [number, number, number] = [0.42, 0.3, 0.2];
const FABRIC: [number, number, number] = [0.35, 0.38, 0.42];
const WHITE: [number, number, number] = [0.75, 0.75, 0.74];
const LINEN: [number, number, number] = [0.7, 0.66, 0.6];

const rect = (x0: number, y0: number, x1: number, y1: number): PlanRect => ({ x0, y0, x1, y1 });
const t = (fr: string, en: string): Translated => ({ fr, en });

function livingFurniture(living: PlanRect, withKitchen: boolean): Furniture[] {
  const w = living.x1 - living.x0;
  const cx = (living.x0 + living.x1) / 2;
  const items: Furniture[] = [
    { kind: 'sofa', rect: rect(cx - 1.1, 0.7, cx + 1.1, 1.6), height: 0.8, color: FABRIC },
    { kind: 'table', rect: rect(cx - 0.5, 2.0, cx + 0.5, 2.5), height: 0.4, color: WOOD },
    { kind: 'table', rect: rect(cx - 0.8, 3.1, cx + 0.8, 4.0), height: 0.75, color: WOOD },
  ];
  if (withKitchen) {
    items.push({
      kind: 'counter',
      rect: rect(living.x0 + 0.2, DEPTH - 0.85, living.x0 + Math.min(3.4, w - 0.4), DEPTH - 0.2),
      height: 0.9,
      color: WHITE,
    });
  }
  return items;
}

function bedroomFurniture(room: PlanRect, index: number): Furniture[] {
  const cx = (room.x0 + room.x1) / 2;
  const bedWidth = index === 0 ? 1.6 : 1.4;
  return [
    { kind: 'bed', rect: rect(cx - bedWidth / 2, 0.6, cx + bedWidth / 2, 2.6), height: 0.55, color: LINEN },
    {
      kind: 'wardrobe',
      rect: rect(room.x1 - 1.4, FRONT - 0.75, room.x1 - 0.2, FRONT - 0.15),
      height: 2.1,
      color: WOOD,
    },
  ];
}

function wetFurniture(room: PlanRect, kind: 'bath' | 'shower' | 'wc'): Furniture[] {
  if (kind === 'wc')
    return [
      {
        kind: 'toilet',
        rect: rect(room.x0 + 0.3, room.y1 - 0.75, room.x0 + 0.75, room.y1 - 0.15),
        height: 0.45,
        color: WHITE,
      },
    ];
  const items: Furniture[] = [
    {
      kind: 'basin',
      rect: rect(room.x1 - 0.9, room.y0 + 0.2, room.x1 - 0.2, room.y0 + 0.65),
      height: 0.85,
      color: WHITE,
    },
  ];
  items.push(
    kind === 'bath'
      ? {
          kind: 'bath',
          rect: rect(room.x0 + 0.15, room.y1 - 0.85, room.x0 + 1.85, room.y1 - 0.15),
          height: 0.55,
          color: WHITE,
        }
      : {
          kind: 'shower',
          rect: rect(room.x0 + 0.15, room.y1 - 1.05, room.x0 + 1.05, room.y1 - 0.15),
          height: 0.08,
          color: WHITE,
        },
  );
  return items;
}

function exteriorWalls(width: number, frontWindows: Opening[], entrance: Opening): Wall[] {
  return [
    { x0: 0, y0: 0, x1: width, y1: 0, exterior: true, openings: frontWindows },
    { x0: 0, y0: DEPTH, x1: width, y1: DEPTH, exterior: true, openings: [entrance] },
    { x0: 0, y0: 0, x1: 0, y1: DEPTH, exterior: true, openings: [] },
    { x0: width, y0: 0, x1: width, y1: DEPTH, exterior: true, openings: [] },
  ];
}

function studio(): UnitLayout {
  const width = 6.5;
  const living = rect(0, 0, width, 4.6);
  const kitchen = rect(0, 4.6, 2.6, DEPTH);
  const bath = rect(2.6, 4.6, 4.6, DEPTH);
  const hall = rect(4.6, 4.6, width, DEPTH);
  return {
    bedrooms: 0,
    width,
    depth: DEPTH,
    rooms: [
      { name: t('Séjour', 'Living room'), rect: living, floor: 'parquet' },
      { name: t('Cuisine', 'Kitchen'), rect: kitchen, floor: 'tiles' },
      { name: t('Salle de douche', 'Shower room'), rect: bath, floor: 'tiles' },
      { name: t('Entrée', 'Hall'), rect: hall, floor: 'parquet' },
    ],
    walls: [
      ...exteriorWalls(width, [{ from: 1, to: 5.5, kind: 'window' }], { from: 5.1, to: 6.0, kind: 'door' }),
      {
        x0: 2.6,
        y0: 4.6,
        x1: width,
        y1: 4.6,
        exterior: false,
        openings: [
          { from: 2.9, to: 3.7, kind: 'door' },
          { from: 4.9, to: 6.1, kind: 'open' },
        ],
      },
      { x0: 2.6, y0: 4.6, x1: 2.6, y1: DEPTH, exterior: false, openings: [] },
      { x0: 4.6, y0: 4.6, x1: 4.6, y1: DEPTH, exterior: false, openings: [] },
    ],
    furniture: [
      ...livingFurniture(rect(0, 0, 4.2, 4.6), false),
      { kind: 'bed', rect: rect(4.6, 0.6, 6.2, 2.6), height: 0.55, color: LINEN },
      { kind: 'counter', rect: rect(0.2, DEPTH - 0.8, 2.4, DEPTH - 0.2), height: 0.9, color: WHITE },
      ...wetFurniture(bath, 'shower'),
    ],
  };
}

/** The plan of a unit type with `bedrooms` bedrooms (0 to 4), 7 m deep. */
export function unitLayout(bedrooms: number): UnitLayout {
  if (bedrooms <= 0) return studio();
  const livingWidth = 4.6 + 0.3 * bedrooms;
  const width = livingWidth + BEDROOM_WIDTH * bedrooms + 0.1 * bedrooms;
  const living = rect(0, 0, livingWidth, DEPTH);
  const rooms: Room[] = [{ name: t('Séjour / cuisine', 'Living / kitchen'), rect: living, floor: 'parquet' }];
  const furniture: Furniture[] = livingFurniture(living, true);
  const frontWindows: Opening[] = [{ from: 0.8, to: livingWidth - 0.8, kind: 'window' }];
  const walls: Wall[] = [];
  const bedroomDoors: Opening[] = [];
  const bedroomStep = (width - livingWidth) / bedrooms;
  for (let i = 0; i < bedrooms; i++) {
    const x0 = livingWidth + i * bedroomStep;
    const room = rect(x0, 0, x0 + bedroomStep, FRONT);
    rooms.push({ name: t(`Chambre ${i + 1}`, `Bedroom ${i + 1}`), rect: room, floor: 'parquet' });
    furniture.push(...bedroomFurniture(room, i));
    frontWindows.push({ from: x0 + 0.8, to: x0 + bedroomStep - 0.8, kind: 'window' });
    bedroomDoors.push({ from: x0 + 0.25, to: x0 + 1.15, kind: 'door' });
    if (i > 0) walls.push({ x0, y0: 0, x1: x0, y1: FRONT, exterior: false, openings: [] });
  }
  rooms.push({
    name: t('Dégagement', 'Corridor'),
    rect: rect(livingWidth, FRONT, width, CORRIDOR),
    floor: 'parquet',
  });
  const backRooms: [Translated, number, 'bath' | 'shower' | 'wc' | null, Room['floor']][] = [
    [t('Salle de douche', 'Shower room'), 2.4, 'shower', 'tiles'],
  ];
  if (bedrooms >= 2) backRooms.push([t('WC', 'WC'), 1.2, 'wc', 'tiles']);
  if (bedrooms >= 3) backRooms.push([t('Salle de bains', 'Bathroom'), 2.2, 'bath', 'tiles']);
  if (bedrooms >= 4) backRooms.push([t('Dressing', 'Dressing room'), 2.2, null, 'parquet']);
  const backDoors: Opening[] = [];
  let x = livingWidth;
  for (const [name, roomWidth, wet, floor] of backRooms) {
    const room = rect(x, CORRIDOR, x + roomWidth, DEPTH);
    rooms.push({ name, rect: room, floor });
    if (wet) furniture.push(...wetFurniture(room, wet));
    backDoors.push({ from: x + 0.2, to: x + Math.min(0.95, roomWidth - 0.2), kind: 'door' });
    walls.push({
      x0: x + roomWidth,
      y0: CORRIDOR,
      x1: x + roomWidth,
      y1: DEPTH,
      exterior: false,
      openings: [],
    });
    x += roomWidth;
  }
  rooms.push({ name: t('Entrée', 'Hall'), rect: rect(x, CORRIDOR, width, DEPTH), floor: 'parquet' });
  backDoors.push({ from: x + 0.2, to: width - 0.2, kind: 'open' });
  walls.push(
    ...exteriorWalls(width, frontWindows, { from: width - 1.3, to: width - 0.4, kind: 'door' }),
    {
      x0: livingWidth,
      y0: 0,
      x1: livingWidth,
      y1: DEPTH,
      exterior: false,
      openings: [{ from: FRONT + 0.1, to: CORRIDOR - 0.1, kind: 'open' }],
    },
    { x0: livingWidth, y0: FRONT, x1: width, y1: FRONT, exterior: false, openings: bedroomDoors },
    { x0: livingWidth, y0: CORRIDOR, x1: width, y1: CORRIDOR, exterior: false, openings: backDoors },
  );
  return { bedrooms, width, depth: DEPTH, rooms, walls, furniture };
}

export function roomArea(room: Room): number {
  return (room.rect.x1 - room.rect.x0) * (room.rect.y1 - room.rect.y0);
}

/** The parts of a wall, as offsets from its start: [from, to, the opening there or null]. */
export function wallPieces(wall: Wall): [number, number, Opening | null][] {
  const length = Math.abs(wall.x1 - wall.x0) + Math.abs(wall.y1 - wall.y0);
  const openings = [...wall.openings].sort((a, b) => a.from - b.from);
  const pieces: [number, number, Opening | null][] = [];
  let at = 0;
  const start = wall.y0 === wall.y1 ? Math.min(wall.x0, wall.x1) : Math.min(wall.y0, wall.y1);
  for (const opening of openings) {
    const from = opening.from - start;
    const to = opening.to - start;
    if (from > at) pieces.push([at, from, null]);
    pieces.push([from, to, opening]);
    at = to;
  }
  if (at < length) pieces.push([at, length, null]);
  return pieces;
}
