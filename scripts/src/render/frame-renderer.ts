import type { Rect } from '../model/site-model.ts';
import { antialias } from './antialias.ts';
import type { Camera } from './camera.ts';
import { drawTriangles } from './draw-triangles.ts';
import { surface } from './facade-shading.ts';
import { groundAlbedo, isWater, type ZoneGrid } from './ground-shading.ts';
import { hash2, noise } from './noise.ts';
import { clearChanged, createTarget, type RasterTarget } from './raster.ts';
import { FRAME_STRIDE, type PackedSurfaces, type PackedTriangles } from './scene.ts';
import { drawShadowCasters, type ShadowMap } from './shadow-map.ts';
import { type ScreenRect, type ShadowChange, shadowRegion } from './shadow-region.ts';
import { type Lighting, sky, skyColor } from './sky.ts';
import { backdrop, contactShade } from './studio-shading.ts';
import { lightHints, surfaceAlbedo } from './surface-albedo.ts';
import { toByte } from './tone-map.ts';

export type { ShadowChange } from './shadow-region.ts';

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
      surfaceAlbedo(this.surfaces.material[s]!, fr, o, x, y, z, u, v);
      ao = lightHints[2]!;
      wrap = lightHints[0]!;
      bias = lightHints[1]!;
      if (lightHints[3] === 1) {
        nx = lightHints[4]!;
        ny = lightHints[5]!;
        nz = lightHints[6]!;
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

  /** The picture with its hard edges softened (see antialias.ts). */
  antialiased(): Uint8Array {
    return antialias(this.color, this.gbuffer.surface!, this.camera.width, this.camera.height);
  }

  private write(i: number, px: number, py: number, r: number, g: number, b: number): void {
    const grain = 1 + (hash2(px, py) - 0.5) * this.environment.grain;
    const c = this.color;
    c[i * 3] = toByte(r * grain);
    c[i * 3 + 1] = toByte(g * grain);
    c[i * 3 + 2] = toByte(b * grain);
  }
}
