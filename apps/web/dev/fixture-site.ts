/**
 * A small synthetic site for looking at the visitor SPA before the demo generator exists:
 * two box buildings ("a" with sub-building "b") rendered into 29 orbital frames, their unit
 * outlines, plans, a 360 turntable and a /domain answer. `node --import tsx apps/web/dev/fixture-site.ts OUT`
 * writes OUT/domain.json and OUT/storage/…; dev/fixture-server.ts serves them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const FRAMES = 29;
const W = 3840;
const H = 2160;
const out = process.argv[2] ?? '/tmp/vweb/fixture';
const storage = join(out, 'storage');

interface Box {
  name: string;
  cx: number;
  cz: number;
  width: number;
  depth: number;
  floors: number;
  color: string;
}
const A: Box = { name: 'a', cx: -8, cz: 0, width: 40, depth: 22, floors: 4, color: '#d9d2c5' };
const B: Box = { name: 'b', cx: 30, cz: 6, width: 16, depth: 16, floors: 2, color: '#c9b8a4' };
const FLOOR_H = 3.6;
const ELEV = (28 * Math.PI) / 180;
const SCALE = 26;

type P = [number, number];
function project(x: number, y: number, z: number, frame: number): P {
  const t = (frame / FRAMES) * Math.PI * 2;
  const xr = x * Math.cos(t) - z * Math.sin(t);
  const zr = x * Math.sin(t) + z * Math.cos(t);
  return [W / 2 + SCALE * xr, H * 0.62 - SCALE * y * Math.cos(ELEV) + SCALE * zr * Math.sin(ELEV)];
}
/** Faces of a box: corners (x,z) pairs along the face, outward normal. */
function faces(box: Box) {
  const x0 = box.cx - box.width / 2;
  const x1 = box.cx + box.width / 2;
  const z0 = box.cz - box.depth / 2;
  const z1 = box.cz + box.depth / 2;
  return [
    { key: 's', from: [x0, z1], to: [x1, z1], n: [0, 1], units: box.width > 20 ? 2 : 1 },
    { key: 'e', from: [x1, z1], to: [x1, z0], n: [1, 0], units: box.depth > 20 ? 2 : 1 },
    { key: 'n', from: [x1, z0], to: [x0, z0], n: [0, -1], units: box.width > 20 ? 2 : 1 },
    { key: 'w', from: [x0, z0], to: [x0, z1], n: [-1, 0], units: box.depth > 20 ? 2 : 1 },
  ] as const;
}
function facing(n: readonly number[], frame: number): number {
  const t = (frame / FRAMES) * Math.PI * 2;
  return (n[0] as number) * Math.sin(t) + (n[1] as number) * Math.cos(t);
}
interface UnitCell {
  name: string;
  floor: number;
  quad: (frame: number) => P[] | null;
}
function unitCells(box: Box, letter: string): UnitCell[] {
  const cells: UnitCell[] = [];
  for (let floor = 0; floor < box.floors; floor++) {
    let index = 1;
    for (const face of faces(box)) {
      for (let u = 0; u < face.units; u++) {
        const a = u / face.units;
        const b = (u + 1) / face.units;
        const lerp = (k: number): [number, number] => [
          face.from[0] + (face.to[0] - face.from[0]) * k,
          face.from[1] + (face.to[1] - face.from[1]) * k,
        ];
        const [ax, az] = lerp(a);
        const [bx, bz] = lerp(b);
        const y0 = floor * FLOOR_H + 0.3;
        const y1 = (floor + 1) * FLOOR_H - 0.3;
        cells.push({
          name: `${letter}${floor}.${index++}`,
          floor,
          quad: (frame) =>
            facing(face.n, frame) > 0.08
              ? [
                  project(ax, y0, az, frame),
                  project(bx, y0, bz, frame),
                  project(bx, y1, bz, frame),
                  project(ax, y1, az, frame),
                ]
              : null,
        });
      }
    }
  }
  return cells;
}
const pts = (points: P[]) => points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
function hull(points: P[]): P[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as P, lower[lower.length - 1] as P, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: P[] = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2] as P, upper[upper.length - 1] as P, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
function silhouette(box: Box, floors: number, frame: number): P[] {
  const corners: P[] = [];
  for (const [x, z] of [
    [box.cx - box.width / 2, box.cz - box.depth / 2],
    [box.cx + box.width / 2, box.cz - box.depth / 2],
    [box.cx + box.width / 2, box.cz + box.depth / 2],
    [box.cx - box.width / 2, box.cz + box.depth / 2],
  ] as const) {
    corners.push(project(x, 0, z, frame), project(x, floors * FLOOR_H, z, frame));
  }
  return hull(corners);
}
function boxSvg(box: Box, floors: number, frame: number): string {
  let svg = `<polygon points="${pts(silhouette(box, floors, frame))}" fill="${box.color}" stroke="#6b6254" stroke-width="4"/>`;
  for (const face of faces(box)) {
    const f = facing(face.n, frame);
    if (f <= 0) continue;
    const light = Math.round(40 + 50 * f);
    const q = [
      project(face.from[0], 0, face.from[1], frame),
      project(face.to[0], 0, face.to[1], frame),
      project(face.to[0], floors * FLOOR_H, face.to[1], frame),
      project(face.from[0], floors * FLOOR_H, face.from[1], frame),
    ];
    svg += `<polygon points="${pts(q)}" fill="rgb(${light + 150},${light + 140},${light + 120})" stroke="#6b6254" stroke-width="3"/>`;
    for (let floor = 1; floor < floors; floor++) {
      const l = [
        project(face.from[0], floor * FLOOR_H, face.from[1], frame),
        project(face.to[0], floor * FLOOR_H, face.to[1], frame),
      ];
      svg += `<polyline points="${pts(l)}" stroke="#8d8474" stroke-width="3" fill="none"/>`;
    }
  }
  const roof = [
    [box.cx - box.width / 2, box.cz - box.depth / 2],
    [box.cx + box.width / 2, box.cz - box.depth / 2],
    [box.cx + box.width / 2, box.cz + box.depth / 2],
    [box.cx - box.width / 2, box.cz + box.depth / 2],
  ].map(([x, z]) => project(x as number, floors * FLOOR_H, z as number, frame));
  svg += `<polygon points="${pts(roof)}" fill="#a39a8b" stroke="#6b6254" stroke-width="3"/>`;
  return svg;
}
function frameSvg(boxes: { box: Box; floors: number }[], frame: number): string {
  const ground = [
    [-70, -50],
    [70, -50],
    [70, 50],
    [-70, 50],
  ].map(([x, z]) => project(x as number, 0, z as number, frame));
  const depth = (b: Box) => {
    const t = (frame / FRAMES) * Math.PI * 2;
    return b.cx * Math.sin(t) + b.cz * Math.cos(t);
  };
  const ordered = [...boxes].sort((p, q) => depth(p.box) - depth(q.box));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W - 20}" height="${H}" viewBox="10 0 ${W - 20} ${H}">
<rect x="0" y="0" width="${W}" height="${H}" fill="#eef1f4"/>
<polygon points="${pts(ground)}" fill="#b9c9a3"/>
${ordered.map(({ box, floors }) => boxSvg(box, floors, frame)).join('\n')}
</svg>`;
}
async function writeFrames(view: string, boxes: { box: Box; floors: number }[], widths: number[]) {
  const dir = join(storage, 'orbitals/sambre', view);
  mkdirSync(dir, { recursive: true });
  for (let frame = 0; frame < FRAMES; frame++) {
    const svg = Buffer.from(frameSvg(boxes, frame));
    const stem = String(frame).padStart(2, '0');
    for (const width of widths) {
      const suffix = width === 3820 ? '' : `-${width}`;
      const image = sharp(svg, { density: 72 * (width / 3820) }).resize(width);
      await image
        .clone()
        .webp({ quality: 80 })
        .toFile(join(dir, `${stem}${suffix}.webp`));
      await image
        .clone()
        .jpeg({ quality: 80 })
        .toFile(join(dir, `${stem}${suffix}.jpg`));
    }
  }
}

const aCells = unitCells(A, 'A');
const bCells = unitCells(B, 'B');
const floorNames = ['rez', 'etage-1', 'etage-2', 'etage-3'];
function polygonsOf(cells: UnitCell[], floor: number | null) {
  return cells
    .filter((cell) => floor === null || cell.floor === floor)
    .map((cell) => ({
      name: cell.name,
      points: Array.from({ length: FRAMES }, (_, frame) => {
        const quad = cell.quad(frame);
        return quad ? pts(quad) : '';
      }),
    }));
}

async function main() {
  const widths = [960, 1920];
  await writeFrames(
    'a/full',
    [
      { box: A, floors: 4 },
      { box: B, floors: 2 },
    ],
    [...widths, 3820],
  );
  for (let floor = 0; floor < 4; floor++)
    await writeFrames(`a/${floorNames[floor]}`, [{ box: A, floors: floor + 1 }], widths);
  await writeFrames('b/full', [{ box: B, floors: 2 }], widths);
  for (let floor = 0; floor < 2; floor++)
    await writeFrames(`b/${floorNames[floor]}`, [{ box: B, floors: floor + 1 }], widths);

  const aFile: Record<string, unknown> = {
    a: [
      ...polygonsOf(aCells, null),
      { name: 'b', points: Array.from({ length: FRAMES }, (_, frame) => pts(silhouette(B, 2, frame))) },
    ],
  };
  for (let floor = 0; floor < 4; floor++) aFile[`a/${floorNames[floor]}`] = polygonsOf(aCells, floor);
  const bFile: Record<string, unknown> = { b: polygonsOf(bCells, null) };
  for (let floor = 0; floor < 2; floor++) bFile[`b/${floorNames[floor]}`] = polygonsOf(bCells, floor);
  for (const [name, file] of [
    ['a', aFile],
    ['b', bFile],
  ] as const) {
    mkdirSync(join(storage, 'polygons/sambre', name), { recursive: true });
    writeFileSync(join(storage, 'polygons/sambre', name, 'index.json'), JSON.stringify(file));
  }

  mkdirSync(join(storage, 'files/plans'), { recursive: true });
  for (const kind of ['2d', '3d']) {
    const plan = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#fff"/><g fill="${kind === '3d' ? '#e7dccb' : 'none'}" stroke="#333" stroke-width="10"><rect x="100" y="100" width="1000" height="600"/><path d="M500 100v300M100 400h400M800 400v300M800 400h300" fill="none"/></g><text x="600" y="770" font-size="40" text-anchor="middle" font-family="Arial">Plan ${kind.toUpperCase()}</text></svg>`;
    await sharp(Buffer.from(plan))
      .png()
      .toFile(join(storage, `files/plans/plan-${kind}.png`));
  }
  const v360 = join(storage, 'v360/sambre/a/a1.2');
  mkdirSync(v360, { recursive: true });
  writeFileSync(join(v360, 'config.json'), JSON.stringify({ totalImages: 12 }));
  for (let i = 0; i < 12; i++) {
    const angle = i * 30;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#f4f1ea"/><g transform="translate(400 250) rotate(${angle}) scale(1 0.6)"><rect x="-200" y="-150" width="400" height="300" fill="#e0d4c0" stroke="#333" stroke-width="8"/><path d="M0 -150v300M-200 0h200" stroke="#333" stroke-width="6"/></g></svg>`;
    await sharp(Buffer.from(svg))
      .jpeg()
      .toFile(join(v360, `${String(i).padStart(2, '0')}.jpg`));
  }

  const setting = (id: number, name: string, value: string | null) => ({
    id,
    name,
    type: 'text',
    value,
    image: null,
  });
  const statuses = [
    {
      id: 1,
      name: 'Disponible',
      color: '#2e9d4a',
      translatable: { name: { fr: 'Disponible', en: 'Available' } },
    },
    { id: 2, name: 'Vendu', color: '#d0342c', translatable: { name: { fr: 'Vendu', en: 'Sold' } } },
    { id: 3, name: 'Réservé', color: '#f0932b', translatable: { name: { fr: 'Réservé', en: 'Reserved' } } },
    {
      id: 7,
      name: 'non cliquable',
      color: '#9e9e9e',
      translatable: { name: { fr: 'non cliquable', en: 'not clickable' } },
    },
  ];
  let unitId = 1;
  const unitsOf = (cells: UnitCell[], floorId: (floor: number) => number) =>
    cells.map((cell, index) => {
      const bedrooms = (index % 4) as number;
      const statusId = [1, 1, 2, 3, 1, 7, 1, 2][index % 8] as number;
      const surface = 45 + bedrooms * 22 + (index % 5) * 3;
      const fr = `Appartement ${cell.name}`;
      return {
        id: unitId++,
        name: cell.name,
        fullname: fr,
        description: `<p>Bel appartement <strong>${bedrooms} chambre(s)</strong> lumineux.</p><script>alert(1)</script>`,
        price_detail: 'Hors frais de notaire',
        floor_id: floorId(cell.floor),
        unit_id: null,
        status_id: statusId,
        category_id: null,
        bedrooms,
        surface,
        price: 180000 + surface * 2100,
        has_garden: cell.floor === 0,
        has_terrace: index % 3 === 0,
        has_balcony: cell.floor > 0 && index % 2 === 0,
        has_loggia: false,
        blueprint2D: index % 6 === 5 ? null : { url: '/storage/files/plans/plan-2d.png' },
        blueprint3D: index % 3 === 0 ? { url: '/storage/files/plans/plan-3d.png' } : null,
        blueprints: null,
        status: statuses.find((status) => status.id === statusId),
        category: null,
        translatable: {
          fullname: { fr, en: `Apartment ${cell.name}` },
          description: { fr: '<p>Bel appartement lumineux.</p>', en: '<p>A bright apartment.</p>' },
          price_detail: { fr: 'Hors frais de notaire', en: 'Excluding notary fees' },
        },
      };
    });
  const floorsOf = (buildingId: number, count: number, cells: UnitCell[], firstId: number) =>
    Array.from({ length: count }, (_, floor) => ({
      id: firstId + floor,
      name: floorNames[floor],
      description: floor === 0 ? 'Rez-de-chaussée' : `Étage ${floor}`,
      building_id: buildingId,
      order: floor,
      translatable: {
        description: {
          fr: floor === 0 ? 'Rez-de-chaussée' : `Étage ${floor}`,
          en: floor === 0 ? 'Ground floor' : `Floor ${floor}`,
        },
      },
      units: unitsOf(
        cells.filter((cell) => cell.floor === floor),
        () => firstId + floor,
      ),
    }));
  const domain = {
    id: 1,
    name: 'Sambre',
    host: 'localhost',
    title: 'Les Terrasses de Sambre',
    subtitle: 'Appartements neufs au bord de l’eau',
    translatable: {
      name: { fr: 'Sambre', en: 'Sambre' },
      title: { fr: 'Les Terrasses de Sambre', en: 'Les Terrasses de Sambre' },
      subtitle: { fr: 'Appartements neufs au bord de l’eau', en: 'New apartments by the water' },
    },
    settings: [
      setting(1, 'main-color', '#ffffff'),
      setting(2, 'secondary-color', '#1f4e5f'),
      setting(3, 'with-filter', '1'),
      setting(4, 'langs-enabled', '1'),
      setting(5, 'header-title', 'Les Terrasses de Sambre'),
    ],
    pages: [{ id: 1, name: 'contact', is_active: true, withAltLogo: false }],
    files: [],
    videos: [],
    tours: [],
    projects: [
      {
        id: 1,
        name: 'Sambre',
        domain_id: 1,
        topology: 'T',
        show_price: true,
        show_category: false,
        gdpr: null,
        cgu: null,
        translatable: { name: { fr: 'Sambre', en: 'Sambre' } },
        settings: [
          setting(10, 't0-color', '#8e7cc3'),
          setting(11, 't1-color', '#6fa8dc'),
          setting(12, 't2-color', '#93c47d'),
          setting(13, 't3-color', '#f6b26b'),
        ],
        statuses,
        categories: [],
        buildings: [
          {
            id: 1,
            name: 'a',
            description: 'Bâtiment A',
            project_id: 1,
            building_id: null,
            order_column: 1,
            translatable: { description: { fr: 'Bâtiment A', en: 'Building A' } },
            settings: [],
            floors: floorsOf(1, 4, aCells, 1),
          },
          {
            id: 2,
            name: 'b',
            description: 'Bâtiment B',
            project_id: 1,
            building_id: 1,
            order_column: 2,
            translatable: { description: { fr: 'Bâtiment B', en: 'Building B' } },
            settings: [],
            floors: floorsOf(2, 2, bCells, 11),
          },
        ],
      },
    ],
  };
  writeFileSync(join(out, 'domain.json'), JSON.stringify({ data: domain }));
  console.log(`fixture written to ${out}`);
}

await main();
