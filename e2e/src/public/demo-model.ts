import { initialScale, OVERLAY_SIZE, overlayPoint } from '@vitrine/core/orbital';
import { isPointInPolygon, polygonBounds } from '@vitrine/core/polygon-geometry';
import { parsePolygonPoints } from '@vitrine/core/polygon-points';
import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';

/** What the tests need to know of a demo unit, read from the public API. */
export interface DemoUnit {
  id: number;
  name: string;
  fullname: string;
  status_id: number | null;
  /** null unless the unit is available (the site shows no other price). */
  price: number | null;
  bedrooms: number;
  surface: number;
  unit_id: number | null;
  /** The floor's name, as in the unit's route /orbital/sambre/a/{floor}/{unit}. */
  floorName: string;
}

interface DomainAnswer {
  data: {
    projects?: {
      name: string;
      buildings?: {
        id: number;
        name: string;
        floors?: { name: string; units?: Omit<DemoUnit, 'floorName'>[] }[];
      }[];
    }[];
  };
}

type PolygonFile = Record<string, { name: string; points: string[] }[]>;

/** The demo's first project, building "a" (what /orbital shows), with its outlines. */
export interface DemoModel {
  units: DemoUnit[];
  polygons: PolygonFile;
}

export async function loadDemoModel(baseURL: string): Promise<DemoModel> {
  const include = 'projects,projects.buildings,projects.buildings.floors,projects.buildings.floors.units';
  const domain = (await (await fetch(`${baseURL}/domain?include=${include}`)).json()) as DomainAnswer;
  const building = domain.data.projects?.[0]?.buildings?.find((candidate) => candidate.name === 'a');
  if (!building) throw new Error('the demo has no building "a"');
  const units = (building.floors ?? []).flatMap((floor) =>
    (floor.units ?? []).map((unit) => ({ ...unit, floorName: floor.name })),
  );
  const polygons = (await (
    await fetch(`${baseURL}${storageUrl(storageLayout.polygonFile(building.id))}`)
  ).json()) as PolygonFile;
  return { units, polygons };
}

export interface CanvasBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A page point inside this unit's outline on `frame` (full view, zoom 0) that no other outline
 * covers, inside the canvas; null when the unit is hidden on that frame or fully overlapped.
 */
export function pointOnUnit(
  model: DemoModel,
  unitName: string,
  frame: number,
  canvas: CanvasBox,
  windowWidth: number,
): { x: number; y: number } | null {
  const outlines = (model.polygons.a ?? []).map((entry) => ({
    name: entry.name,
    points: parsePolygonPoints(entry.points[frame] ?? ''),
  }));
  const target = outlines.find((outline) => outline.name === unitName);
  const bounds = target && target.points.length >= 3 ? polygonBounds(target.points) : null;
  if (!target || !bounds) return null;
  const scale = initialScale(windowWidth);
  const offsetX = (canvas.width - OVERLAY_SIZE.width * scale) / 2;
  const offsetY = (canvas.height - OVERLAY_SIZE.height * scale) / 2;
  const margin = 8;
  let best: { x: number; y: number; clearance: number } | null = null;
  const steps = 16;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const point = overlayPoint(
        bounds.minX + ((bounds.maxX - bounds.minX) * i) / steps,
        bounds.minY + ((bounds.maxY - bounds.minY) * j) / steps,
      );
      if (!isPointInPolygon(point, target.points)) continue;
      const others = outlines.filter((outline) => outline !== target && outline.points.length >= 3);
      if (others.some((outline) => isPointInPolygon(point, outline.points))) continue;
      const x = offsetX + point.x * scale;
      const y = offsetY + point.y * scale;
      if (x < margin || y < margin || x > canvas.width - margin || y > canvas.height - margin) continue;
      // prefer points far from the outline's edge: sample the four neighbours a few px away
      const near = [
        [6, 0],
        [-6, 0],
        [0, 6],
        [0, -6],
      ].filter(([dx = 0, dy = 0]) =>
        isPointInPolygon(overlayPoint(point.x + dx / scale, point.y + dy / scale), target.points),
      ).length;
      if (!best || near > best.clearance) best = { x, y, clearance: near };
    }
  }
  return best ? { x: canvas.x + best.x, y: canvas.y + best.y } : null;
}

/** A top-level unit of the given status shown on `frame` at a point a visitor can reach. */
export function reachableUnit(
  model: DemoModel,
  statusId: number,
  frame: number,
  canvas: CanvasBox,
  windowWidth: number,
): { unit: DemoUnit; at: { x: number; y: number } } {
  for (const unit of model.units) {
    if (unit.status_id !== statusId || unit.unit_id !== null) continue;
    const at = pointOnUnit(model, unit.name, frame, canvas, windowWidth);
    if (at) return { unit, at };
  }
  throw new Error(`no unit of status ${statusId} can be reached on frame ${frame}`);
}

/**
 * The fr-BE euro format a Belgian visitor expects, spaces normalised (ICU uses narrow no-break
 * spaces). A unit the site gives no price for has none to format.
 */
export function belgianEuros(amount: number | null): string {
  if (amount === null) throw new Error('this unit has no price in the public data');
  const text = new Intl.NumberFormat('fr-BE', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
  return normaliseSpaces(text);
}

export function normaliseSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}
