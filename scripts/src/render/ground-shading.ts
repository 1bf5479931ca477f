import type { GroundKind, GroundZone } from '../model/site-model.ts';
import { surface } from './facade-shading.ts';
import { hash2, noise } from './noise.ts';

const KINDS: GroundKind[] = ['paving', 'terrace', 'lawn', 'road', 'sidewalk', 'water', 'parking', 'gravel'];
const MEADOW = -1;
const WATER = KINDS.indexOf('water');

/** Ground zones packed for a fast first-match lookup: x0, x1, z0, z1, kind index. */
export function packZones(zones: GroundZone[]): Float64Array {
  const packed = new Float64Array(zones.length * 5);
  zones.forEach((zone, i) => {
    packed.set([zone.rect.x0, zone.rect.x1, zone.rect.z0, zone.rect.z1, KINDS.indexOf(zone.kind)], i * 5);
  });
  return packed;
}

/** Offset in `zones` of the first zone containing (x, z), or -1 for meadow. */
export function zoneAt(zones: Float64Array, x: number, z: number): number {
  for (let i = 0; i < zones.length; i += 5) {
    if (x >= zones[i]! && x < zones[i + 1]! && z >= zones[i + 2]! && z < zones[i + 3]!) return i;
  }
  return -1;
}

/** A 1-m grid over ±GRID_HALF m remembering cells that lie inside one zone, to skip the zone scan. */
const GRID_HALF = 256;
const GRID_SIZE = GRID_HALF * 2;
const UNKNOWN = -2;

export class ZoneGrid {
  private readonly cells: Int32Array;

  constructor(private readonly zones: Float64Array) {
    this.cells = new Int32Array(GRID_SIZE * GRID_SIZE).fill(-1);
    // later zones first, so that the first zone containing a cell wins, as in zoneAt
    for (let offset = zones.length - 5; offset >= 0; offset -= 5) {
      const [x0, x1, z0, z1] = [zones[offset]!, zones[offset + 1]!, zones[offset + 2]!, zones[offset + 3]!];
      const i0 = Math.max(0, Math.floor(x0) + GRID_HALF);
      const i1 = Math.min(GRID_SIZE - 1, Math.ceil(x1) - 1 + GRID_HALF);
      const j0 = Math.max(0, Math.floor(z0) + GRID_HALF);
      const j1 = Math.min(GRID_SIZE - 1, Math.ceil(z1) - 1 + GRID_HALF);
      for (let j = j0; j <= j1; j++) {
        const z = j - GRID_HALF;
        for (let i = i0; i <= i1; i++) {
          const x = i - GRID_HALF;
          const inside = x >= x0 && x + 1 <= x1 && z >= z0 && z + 1 <= z1;
          this.cells[j * GRID_SIZE + i] = inside ? offset : UNKNOWN;
        }
      }
    }
  }

  at(x: number, z: number): number {
    const i = Math.floor(x) + GRID_HALF;
    const j = Math.floor(z) + GRID_HALF;
    if (i >= 0 && j >= 0 && i < GRID_SIZE && j < GRID_SIZE) {
      const cell = this.cells[j * GRID_SIZE + i]!;
      if (cell !== UNKNOWN) return cell;
    }
    return zoneAt(this.zones, x, z);
  }
}

export function isWater(zones: Float64Array, zone: number): boolean {
  return zone >= 0 && zones[zone + 4] === WATER;
}

function set(r: number, g: number, b: number, reflect: number): void {
  surface[0] = r;
  surface[1] = g;
  surface[2] = b;
  surface[3] = reflect;
}

function grass(x: number, z: number, bright: number): void {
  const patch = noise(x * 0.07, z * 0.07);
  const mid = noise(x * 0.9 + 31, z * 0.9 + 17);
  const blade = hash2(Math.floor(x * 40), Math.floor(z * 40)) - 0.5;
  const tone = (0.95 + 0.25 * mid + 0.3 * blade + 0.2 * patch) * bright;
  const dry = patch > 0.1 ? (patch - 0.1) * 0.8 : 0;
  set((0.07 + dry * 0.1) * tone, (0.12 + dry * 0.015) * tone, (0.04 + dry * 0.01) * tone, 0);
}

function tiles(x: number, z: number, sx: number, sz: number, r: number, g: number, b: number): void {
  const row = Math.floor(z / sz);
  const shift = row & 1 ? sx / 2 : 0;
  const col = Math.floor((x + shift) / sx);
  const fx = (x + shift) / sx - col;
  const fz = z / sz - row;
  const grain = 1 + 0.1 * (hash2(Math.floor(x * 60), Math.floor(z * 60)) - 0.5);
  if (fx < 0.02 || fz < 0.035) {
    set(r * 0.55, g * 0.55, b * 0.55, 0);
    return;
  }
  const tone = (0.88 + 0.2 * hash2(col, row)) * grain;
  set(r * tone, g * tone, b * tone, 0);
}

function asphalt(x: number, z: number): void {
  const grain =
    1 + 0.35 * (hash2(Math.floor(x * 50), Math.floor(z * 50)) - 0.5) + 0.1 * noise(x * 0.5, z * 0.5);
  set(0.055 * grain, 0.056 * grain, 0.06 * grain, 0);
}

/** Albedo of the ground at (x, z) in the zone at offset `zone` (-1: meadow). */
export function groundAlbedo(zones: Float64Array, zone: number, x: number, z: number): void {
  const kind = zone < 0 ? MEADOW : zones[zone + 4]!;
  switch (kind) {
    case 0:
      tiles(x, z, 0.6, 0.3, 0.42, 0.4, 0.36);
      return;
    case 1:
      tiles(x, z, 0.8, 0.8, 0.5, 0.47, 0.42);
      return;
    case 2: {
      const stripe = Math.floor(x / 1.4) & 1 ? 1.08 : 0.94;
      grass(x, z, 1.15 * stripe);
      return;
    }
    case 3:
      asphalt(x, z);
      if (roadMarking(x, z, zones[zone + 2]!, zones[zone + 3]!)) set(0.6, 0.6, 0.58, 0);
      return;
    case 4:
      tiles(x, z, 1.2, 1.2, 0.38, 0.37, 0.35);
      return;
    case 5: {
      const ripple = noise(x * 0.7 + z * 0.2, z * 2.2) * 0.3;
      set(0.02 + ripple * 0.01, 0.04 + ripple * 0.01, 0.045, 0.55);
      return;
    }
    case 6: {
      asphalt(x, z);
      const bay = (((z + 12) % 2.5) + 2.5) % 2.5;
      const row = (((x + 59.5) % 16) + 16) % 16;
      if (bay < 0.1 && (row < 5 || (row > 11 && row < 16))) set(0.55, 0.55, 0.53, 0);
      return;
    }
    case 7: {
      const speck = hash2(Math.floor(x * 35), Math.floor(z * 35));
      const tone = 0.8 + 0.4 * speck;
      set(0.4 * tone, 0.36 * tone, 0.29 * tone, 0);
      return;
    }
    default:
      grass(x, z, 1);
  }
}

/** Road markings: a dashed centre line and two edge lines inside a road zone of the given bounds. */
function roadMarking(x: number, z: number, z0: number, z1: number): boolean {
  const centre = (z0 + z1) / 2;
  if (Math.abs(z - centre) < 0.07 && ((x % 6) + 6) % 6 < 3) return true;
  return Math.abs(z - z0 - 0.3) < 0.06 || Math.abs(z1 - 0.3 - z) < 0.06;
}
