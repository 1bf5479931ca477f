import type { Rect } from '../model/site-model.ts';
import { type Camera, project } from './camera.ts';
import { drawTriangles } from './draw-triangles.ts';
import { coreAlbedo, cutAlbedo, facadeAlbedo, surface, wallAlbedo } from './facade-shading.ts';
import { groundAlbedo, isWater, type ZoneGrid } from './ground-shading.ts';
import * as M from './materials.ts';
import {
  barkAlbedo,
  concreteAlbedo,
  deckAlbedo,
  foliageAlbedo,
  gravelAlbedo,
  plainAlbedo,
  zincAlbedo,
} from './misc-shading.ts';
import { hash2, noise } from './noise.ts';
import { clearChanged, createTarget, type RasterTarget } from './raster.ts';
import { FRAME_STRIDE, type PackedSurfaces, type PackedTriangles } from './scene.ts';
import { drawShadowCasters, type ShadowMap } from './shadow-map.ts';
import { type Lighting, sky, skyColor } from './sky.ts';
import { toByte } from './tone-map.ts';

/** What a frame is made of besides its triangles: lighting, ground zones, contact-shadow footprints. */
export interface Environment {
  lighting: Lighting;
  zones: Float64Array;
  zoneGrid: ZoneGrid;
  footprints: Rect[];
  /** false for plain backdrops (plans): no ground, a flat studio background */
  outdoor: boolean;
  /** strength of the per-pixel film grain (0.06 outdoors, none on plans) */
  grain: number;
}

/**
 * A deferred renderer that grows a picture layer by layer: each added layer is drawn into the
 * depth/surface buffers and the sun's shadow map, and only the pixels it changed (or whose shadow
 * it changed) are shaded again. Snapshots between layers give the floor-cut views.
 */
export class FrameRenderer {
  readonly gbuffer: RasterTarget;
  readonly color: Uint8Array;
  private readonly shadowTexel: Int32Array;
  private readonly rayX: Float64Array;
  private readonly rayY: Float64Array;
  private readonly touchedTexels: Uint8Array;
  camera: Camera;

  constructor(
    camera: Camera,
    private readonly surfaces: PackedSurfaces,
    private readonly environment: Environment,
    private readonly shadow: ShadowMap,
  ) {
    const { width, height } = camera;
    this.gbuffer = createTarget(width, height, true);
    this.color = new Uint8Array(width * height * 3);
    this.shadowTexel = new Int32Array(width * height).fill(-1);
    this.rayX = new Float64Array(width);
    this.rayY = new Float64Array(height);
    this.touchedTexels = new Uint8Array(shadow.target.width * shadow.target.height);
    this.camera = camera;
    this.begin(camera);
  }

  /**
   * Starts a new picture from an empty scene, with another camera of the same size. The shadow
   * map starts empty, or from `shadowState` (a copy of an earlier `shadowDepth()`).
   */
  begin(camera: Camera, shadowState?: Float32Array): void {
    const { width, height } = camera;
    if (width !== this.camera.width || height !== this.camera.height) throw new Error('camera size changed');
    this.camera = camera;
    for (let x = 0; x < width; x++) this.rayX[x] = (x + 0.5 - width / 2) / camera.focal;
    for (let y = 0; y < height; y++) this.rayY[y] = (y + 0.5 - height / 2) / camera.focal;
    this.gbuffer.depth.fill(0);
    this.gbuffer.surface!.fill(-1);
    clearChanged(this.gbuffer);
    this.shadowTexel.fill(-1);
    if (shadowState) this.shadow.target.depth.set(shadowState);
    else this.shadow.target.depth.fill(-1e9);
    clearChanged(this.shadow.target);
  }

  /** A copy of the shadow map as it stands, to start later pictures from. */
  shadowDepth(): Float32Array {
    return this.shadow.target.depth.slice();
  }

  /** Draws a layer into the picture and the shadow map; returns how many pixels must be shaded again. */
  add(tris: PackedTriangles): number {
    this.addGeometry(tris);
    this.addShadowCasters(tris);
    return this.gbuffer.changedCount;
  }

  /** Draws a layer into the picture only (its shadows are already in the shadow map). */
  addGeometry(tris: PackedTriangles): void {
    drawTriangles(this.gbuffer, this.camera, tris, this.surfaces);
  }

  /**
   * Draws a layer into the shadow map and marks the pixels whose shadow changed. Returns what
   * changed in the map (texel indices and new heights) so it can be replayed on another frame.
   */
  addShadowCasters(tris: PackedTriangles): ShadowChange {
    const target = this.shadow.target;
    drawShadowCasters(this.shadow, tris);
    const texels = target.changedList.slice(0, target.changedCount);
    const heights = new Float32Array(texels.length);
    for (let k = 0; k < texels.length; k++) heights[k] = target.depth[texels[k]!]!;
    const change = { texels, heights, region: shadowRegion(this.camera, tris, this.shadow.sun) };
    if (texels.length > 0) this.markShadowChanges(change.region);
    clearChanged(target);
    return change;
  }

  /** Replays a recorded shadow-map change of the same layer (for another camera). */
  replayShadowChange(change: ShadowChange, tris: PackedTriangles): void {
    const target = this.shadow.target;
    const { changed, changedList, depth } = target;
    let count = 0;
    for (let k = 0; k < change.texels.length; k++) {
      const t = change.texels[k]!;
      depth[t] = change.heights[k]!;
      if (changed[t] === 0) {
        changed[t] = 1;
        changedList[count++] = t;
      }
    }
    target.changedCount = count;
    if (count > 0) this.markShadowChanges(shadowRegion(this.camera, tris, this.shadow.sun));
    clearChanged(target);
  }

  /** Pixels of `region` whose shadow lookup touches a texel that just changed. */
  private markShadowChanges(region: ScreenRect): void {
    const target = this.shadow.target;
    const size = target.width;
    const touched = this.touchedTexels;
    const list = target.changedList;
    for (let k = 0; k < target.changedCount; k++) {
      const t = list[k]!;
      touched[t] = 1;
      if (t >= 1) touched[t - 1] = 1;
      if (t >= size) touched[t - size] = 1;
      if (t >= size + 1) touched[t - size - 1] = 1;
    }
    const { changed, changedList } = this.gbuffer;
    const texels = this.shadowTexel;
    const width = this.camera.width;
    let count = this.gbuffer.changedCount;
    for (let y = region.y0; y <= region.y1; y++) {
      for (let i = y * width + region.x0, end = y * width + region.x1; i <= end; i++) {
        const t = texels[i]!;
        if (t >= 0 && touched[t] === 1 && changed[i] === 0) {
          changed[i] = 1;
          changedList[count++] = i;
        }
      }
    }
    this.gbuffer.changedCount = count;
    for (let k = 0; k < target.changedCount; k++) {
      const t = list[k]!;
      touched[t] = 0;
      if (t >= 1) touched[t - 1] = 0;
      if (t >= size) touched[t - size] = 0;
      if (t >= size + 1) touched[t - size - 1] = 0;
    }
  }

  /** Shades every pixel (the first layer of a picture). */
  shadeAll(): void {
    const n = this.camera.width * this.camera.height;
    for (let i = 0; i < n; i++) this.shadePixel(i);
    clearChanged(this.gbuffer);
  }

  /** Shades the pixels changed since the last call. */
  shadeChanged(): void {
    const { changedList, changedCount } = this.gbuffer;
    for (let k = 0; k < changedCount; k++) this.shadePixel(changedList[k]!);
    clearChanged(this.gbuffer);
  }

  private sampleShadow(x: number, y: number, z: number, bias: number, i: number): number {
    const m = this.shadow;
    const size = m.target.width;
    const s = (x * m.ax.x + y * m.ax.y + z * m.ax.z - m.originS) * m.scale - 0.5;
    const t = (x * m.ay.x + y * m.ay.y + z * m.ay.z - m.originT) * m.scale - 0.5;
    const i0 = Math.floor(s);
    const j0 = Math.floor(t);
    if (i0 < 0 || j0 < 0 || i0 >= size - 1 || j0 >= size - 1) {
      this.shadowTexel[i] = -1;
      return 1;
    }
    const idx = j0 * size + i0;
    this.shadowTexel[i] = idx;
    const h = x * m.sun.x + y * m.sun.y + z * m.sun.z + bias;
    const d = m.target.depth;
    const a = d[idx]! > h ? 0 : 1;
    const b = d[idx + 1]! > h ? 0 : 1;
    const c = d[idx + size]! > h ? 0 : 1;
    const e = d[idx + size + 1]! > h ? 0 : 1;
    const fs = s - i0;
    const ft = t - j0;
    const top = a + (b - a) * fs;
    return top + (c + (e - c) * fs - top) * ft;
  }

  private shadePixel(i: number): void {
    const cam = this.camera;
    const width = cam.width;
    const py = (i / width) | 0;
    const px = i - py * width;
    const sx = this.rayX[px]!;
    const sy = this.rayY[py]!;
    const f = cam.forward;
    const dx = f.x + sx * cam.right.x - sy * cam.up.x;
    const dy = f.y + sx * cam.right.y - sy * cam.up.y;
    const dz = f.z + sx * cam.right.z - sy * cam.up.z;
    const env = this.environment;
    const light = env.lighting;
    const s = this.gbuffer.surface![i]!;
    let x: number;
    let y: number;
    let z: number;
    let nx = 0;
    let ny = 1;
    let nz = 0;
    let wrap = 0;
    let bias = 0;
    let ao = 1;
    if (s < 0) {
      if (dy >= -1e-4 || !env.outdoor) {
        if (env.outdoor) skyColor(light, dx, dy, dz);
        else backdrop(py / cam.height);
        this.write(i, px, py, sky[0]!, sky[1]!, sky[2]!);
        this.shadowTexel[i] = -1;
        return;
      }
      const t = -cam.eye.y / dy;
      x = cam.eye.x + t * dx;
      y = 0;
      z = cam.eye.z + t * dz;
      const zone = env.zoneGrid.at(x, z);
      groundAlbedo(env.zones, zone, x, z);
      if (isWater(env.zones, zone)) {
        nx = noise(x * 0.8, z * 2.5) * 0.04;
        nz = noise(z * 0.8 + 50, x * 2.5) * 0.04;
      }
      ao = contactShade(env.footprints, x, z);
    } else {
      const depth = 1 / this.gbuffer.depth[i]!;
      x = cam.eye.x + depth * dx;
      y = cam.eye.y + depth * dy;
      z = cam.eye.z + depth * dz;
      const fr = this.surfaces.frame;
      const o = s * FRAME_STRIDE;
      nx = fr[o]!;
      ny = fr[o + 1]!;
      nz = fr[o + 2]!;
      const rx = x - fr[o + 3]!;
      const ry = y - fr[o + 4]!;
      const rz = z - fr[o + 5]!;
      const u = rx * fr[o + 6]! + ry * fr[o + 7]! + rz * fr[o + 8]!;
      const v = rx * fr[o + 9]! + ry * fr[o + 10]! + rz * fr[o + 11]!;
      const p0 = fr[o + 12]!;
      const p1 = fr[o + 13]!;
      const p2 = fr[o + 14]!;
      const p3 = fr[o + 15]!;
      const p4 = fr[o + 16]!;
      const material = this.surfaces.material[s]!;
      switch (material) {
        case M.MAT_RENDER:
        case M.MAT_BRICK:
        case M.MAT_CLADDING:
          facadeAlbedo(material, u, v, p0, p1, p2, p3, p4);
          if (p3 === 0 && v < 1.2) ao = 0.72 + 0.28 * (v / 1.2);
          break;
        case M.MAT_PLAIN_WALL:
          wallAlbedo(p0, u, v, 0);
          break;
        case M.MAT_CORE:
          coreAlbedo(u, v, p4);
          break;
        case M.MAT_CUT:
          cutAlbedo(u, v, p0, p1, p2);
          break;
        case M.MAT_SLAB:
          concreteAlbedo(u, v, 0.55);
          break;
        case M.MAT_SOFFIT:
          concreteAlbedo(u, v, 0.6);
          break;
        case M.MAT_ROOF:
          gravelAlbedo(x, z);
          break;
        case M.MAT_PARAPET:
          concreteAlbedo(u, v, v > 0.33 ? 0.25 : 0.45);
          break;
        case M.MAT_ZINC:
          zincAlbedo(u, v);
          break;
        case M.MAT_DECK:
          deckAlbedo(x, z);
          break;
        case M.MAT_RAILING:
          plainAlbedo(0.2, 0.25, 0.27, 0.3);
          break;
        case M.MAT_METAL:
          plainAlbedo(0.09, 0.09, 0.1, 0.08);
          break;
        case M.MAT_HEDGE:
          foliageAlbedo(x, y, z, 0.3);
          wrap = 0.35;
          bias = 0.08;
          break;
        case M.MAT_CROWN: {
          const ex = (x - fr[o + 3]!) / (p0 * p0);
          const ey = (y - fr[o + 4]!) / (p1 * p1);
          const ez = (z - fr[o + 5]!) / (p0 * p0);
          const len = Math.sqrt(ex * ex + ey * ey + ez * ez) || 1;
          nx = ex / len + noise(x * 3, y * 3) * 0.35;
          ny = ey / len + noise(y * 3 + 7, z * 3) * 0.35;
          nz = ez / len + noise(z * 3 + 3, x * 3) * 0.35;
          const l2 = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
          nx /= l2;
          ny /= l2;
          nz /= l2;
          foliageAlbedo(x, y, z, hash2(p2 | 0, 5));
          wrap = 0.45;
          bias = 0.6;
          break;
        }
        case M.MAT_TRUNK:
          barkAlbedo(y, x + z);
          break;
        case M.MAT_CAR:
          plainAlbedo(p0 * 0.6, p1 * 0.6, p2 * 0.6, 0.12);
          break;
        case M.MAT_CAR_GLASS:
          plainAlbedo(0.015, 0.017, 0.02, 0.3);
          break;
        default:
          interiorAlbedo(material, u, v, p0, p1, p2);
      }
      if (this.surfaces.twoSided[s] === 1 && nx * dx + ny * dy + nz * dz > 0) {
        nx = -nx;
        ny = -ny;
        nz = -nz;
      }
    }
    let r = surface[0]!;
    let g = surface[1]!;
    let b = surface[2]!;
    const reflect = surface[3]!;
    const sun = light.sun;
    const nl = nx * sun.x + ny * sun.y + nz * sun.z;
    let direct = wrap > 0 ? Math.max(0, (nl + wrap) / (1 + wrap)) : nl;
    if (direct > 0) {
      const tan = nl > 0.05 ? Math.sqrt(1 - nl * nl) / nl : 20;
      const texel = 1 / this.shadow.scale;
      direct *= this.sampleShadow(x, y, z, bias + texel * Math.min(4, 1 + tan) + 0.015, i);
    } else {
      direct = 0;
      this.shadowTexel[i] = -1;
    }
    const up = 0.5 + 0.5 * ny;
    const amb = light.ambient;
    const bounce = light.bounce;
    const sc = light.sunColor;
    r *= sc[0] * direct + (amb[0] * up + bounce[0] * (1 - up)) * ao;
    g *= sc[1] * direct + (amb[1] * up + bounce[1] * (1 - up)) * ao;
    b *= sc[2] * direct + (amb[2] * up + bounce[2] * (1 - up)) * ao;
    if (reflect > 0) {
      const dlen = Math.sqrt(dx * dx + dy * dy + dz * dz);
      const cos = -(nx * dx + ny * dy + nz * dz) / dlen;
      const k = 2 * (nx * dx + ny * dy + nz * dz);
      const rx = dx - k * nx;
      const ry = dy - k * ny;
      const rz = dz - k * nz;
      const m = 1 - Math.max(0, cos);
      const m2 = m * m;
      const fresnel = reflect + (1 - reflect) * m2 * m2 * m;
      skyColor(light, rx, Math.max(ry, 0), rz);
      const surroundings = ry < 0.12 * dlen ? 0.35 + 0.65 * Math.max(0, ry / (0.12 * dlen)) : 1;
      r += (sky[0]! * surroundings - r) * fresnel;
      g += (sky[1]! * surroundings - g) * fresnel;
      b += (sky[2]! * surroundings - b) * fresnel;
    }
    if (env.outdoor) {
      const ex = x - cam.eye.x;
      const ey = y - cam.eye.y;
      const ez = z - cam.eye.z;
      const dist2 = ex * ex + ey * ey + ez * ez;
      const haze = dist2 / (dist2 + light.hazeDistance * light.hazeDistance);
      const h = light.horizon;
      r += (h[0] - r) * haze;
      g += (h[1] - g) * haze;
      b += (h[2] - b) * haze;
    }
    this.write(i, px, py, r, g, b);
  }

  /**
   * The picture with its hard edges softened: pixels on a boundary between two surfaces are
   * blended with their four neighbours.
   */
  antialiased(): Uint8Array {
    const { width, height } = this.camera;
    const source = this.color;
    const out = Uint8Array.from(source);
    const ids = this.gbuffer.surface!;
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        const id = ids[i]!;
        if (id === ids[i + 1] && id === ids[i + width] && id === ids[i - 1] && id === ids[i - width])
          continue;
        for (let c = 0; c < 3; c++) {
          const k = i * 3 + c;
          out[k] =
            (source[k]! * 4 +
              source[k - 3]! +
              source[k + 3]! +
              source[k - width * 3]! +
              source[k + width * 3]! +
              4) >>
            3;
        }
      }
    }
    return out;
  }

  private write(i: number, px: number, py: number, r: number, g: number, b: number): void {
    const grain = 1 + (hash2(px, py) - 0.5) * this.environment.grain;
    const c = this.color;
    c[i * 3] = toByte(r * grain);
    c[i * 3 + 1] = toByte(g * grain);
    c[i * 3 + 2] = toByte(b * grain);
  }
}

/** What one layer changed in the shadow map. */
export interface ShadowChange {
  texels: Int32Array;
  heights: Float32Array;
  region: ScreenRect;
}

interface ScreenRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The screen rect that can receive the shadows of some triangles: the projection of their bounding
 * box and of that box pushed down along the sun to the ground (the whole screen if it reaches behind
 * the camera).
 */
function shadowRegion(
  camera: Camera,
  tris: PackedTriangles,
  sun: { x: number; y: number; z: number },
): ScreenRect {
  const whole = { x0: 0, y0: 0, x1: camera.width - 1, y1: camera.height - 1 };
  const c = tris.coords;
  if (c.length === 0) return { x0: 0, y0: 0, x1: -1, y1: -1 };
  let minX = Infinity;
  let minY = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let maxZ = -Infinity;
  for (let i = 0; i < c.length; i += 3) {
    minX = Math.min(minX, c[i]!);
    maxX = Math.max(maxX, c[i]!);
    minY = Math.min(minY, c[i + 1]!);
    maxY = Math.max(maxY, c[i + 1]!);
    minZ = Math.min(minZ, c[i + 2]!);
    maxZ = Math.max(maxZ, c[i + 2]!);
  }
  let sx0 = Infinity;
  let sy0 = Infinity;
  let sx1 = -Infinity;
  let sy1 = -Infinity;
  for (const x of [minX, maxX]) {
    for (const y of [minY, maxY]) {
      for (const z of [minZ, maxZ]) {
        for (const drop of [0, y / sun.y]) {
          const p = project(camera, { x: x - sun.x * drop, y: y - sun.y * drop, z: z - sun.z * drop });
          if (p.depth <= camera.near) return whole;
          sx0 = Math.min(sx0, p.x);
          sx1 = Math.max(sx1, p.x);
          sy0 = Math.min(sy0, p.y);
          sy1 = Math.max(sy1, p.y);
        }
      }
    }
  }
  return {
    x0: Math.max(0, Math.floor(sx0) - 2),
    y0: Math.max(0, Math.floor(sy0) - 2),
    x1: Math.min(camera.width - 1, Math.ceil(sx1) + 2),
    y1: Math.min(camera.height - 1, Math.ceil(sy1) + 2),
  };
}

/** Darkens the ground next to building walls (contact shadow), from the building footprints. */
function contactShade(footprints: Rect[], x: number, z: number): number {
  let nearest = 1e9;
  for (const rect of footprints) {
    const ddx = x < rect.x0 ? rect.x0 - x : x > rect.x1 ? x - rect.x1 : 0;
    const ddz = z < rect.z0 ? rect.z0 - z : z > rect.z1 ? z - rect.z1 : 0;
    const d = ddx * ddx + ddz * ddz;
    if (d < nearest) nearest = d;
  }
  return 1 - 0.45 / (1 + nearest * 3);
}

/** A soft studio backdrop for the plan pictures. */
function backdrop(t: number): void {
  const v = 0.78 - 0.12 * t;
  sky[0] = v;
  sky[1] = v;
  sky[2] = v * 1.02;
}

function interiorAlbedo(material: number, u: number, v: number, p0: number, p1: number, p2: number): void {
  switch (material) {
    case M.MAT_PARQUET:
      cutAlbedo(u + 1, v + 1, 1e6, 1e6, 0);
      return;
    case M.MAT_TILES: {
      const joint = (u / 0.3) % 1 < 0.04 || (v / 0.3) % 1 < 0.04;
      const tone = joint ? 0.45 : 0.62 + 0.04 * hash2(Math.floor(u / 0.3), Math.floor(v / 0.3));
      plainAlbedo(tone, tone, tone * 0.98, 0.05);
      return;
    }
    case M.MAT_INNER_WALL:
      plainAlbedo(0.7, 0.69, 0.66, 0);
      return;
    case M.MAT_FURNITURE:
      plainAlbedo(p0, p1, p2, 0.03);
      return;
    default:
      plainAlbedo(0.5, 0.5, 0.5, 0);
  }
}
