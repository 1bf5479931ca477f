import type { Vec3 } from './vector.ts';

/**
 * Flat planar surfaces with a material, an owner (0 = landscape, else a unit or building part),
 * a normal and a texture frame (u, v axes from an origin, in metres); triangles point at them.
 */
export class SurfaceTable {
  count = 0;
  material: number[] = [];
  owner: number[] = [];
  twoSided: boolean[] = [];
  /** n(3) origin(3) u(3) v(3) params(6), 18 numbers a surface */
  frame: number[] = [];

  add(spec: SurfaceSpec): number {
    this.material.push(spec.material);
    this.owner.push(spec.owner);
    this.twoSided.push(spec.twoSided ?? false);
    const { normal: n, origin: o, u, v } = spec;
    const p = spec.params ?? [];
    this.frame.push(n.x, n.y, n.z, o.x, o.y, o.z, u.x, u.y, u.z, v.x, v.y, v.z);
    for (let i = 0; i < 6; i++) this.frame.push(p[i] ?? 0);
    return this.count++;
  }

  packed(): PackedSurfaces {
    return {
      material: Uint8Array.from(this.material),
      owner: Int32Array.from(this.owner),
      twoSided: Uint8Array.from(this.twoSided.map((flag) => (flag ? 1 : 0))),
      frame: Float64Array.from(this.frame),
    };
  }
}

export interface PackedSurfaces {
  material: Uint8Array;
  owner: Int32Array;
  twoSided: Uint8Array;
  frame: Float64Array;
}

export const FRAME_STRIDE = 18;

export interface SurfaceSpec {
  material: number;
  owner: number;
  normal: Vec3;
  origin: Vec3;
  u: Vec3;
  v: Vec3;
  params?: number[];
  twoSided?: boolean;
}

/** Triangles (9 coordinates each) with the surface each belongs to. */
export class TriangleList {
  coords: number[] = [];
  surfaces: number[] = [];

  add(a: Vec3, b: Vec3, c: Vec3, surface: number): void {
    this.coords.push(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
    this.surfaces.push(surface);
  }

  get count(): number {
    return this.surfaces.length;
  }

  packed(): PackedTriangles {
    return { coords: Float64Array.from(this.coords), surfaces: Int32Array.from(this.surfaces) };
  }
}

export interface PackedTriangles {
  coords: Float64Array;
  surfaces: Int32Array;
}

/** Who a surface belongs to: a unit (by name) of a building, a building part, or the landscape. */
export interface Owner {
  building: string | null;
  unit: string | null;
}

/** A scene: surfaces, owners and named layers of triangles that views add one after another. */
export class Scene {
  surfaces = new SurfaceTable();
  owners: Owner[] = [{ building: null, unit: null }];
  layers = new Map<string, TriangleList>();

  owner(building: string | null, unit: string | null): number {
    this.owners.push({ building, unit });
    return this.owners.length - 1;
  }

  layer(name: string): TriangleList {
    let list = this.layers.get(name);
    if (!list) {
      list = new TriangleList();
      this.layers.set(name, list);
    }
    return list;
  }

  /** A planar quad a→b→c→d on one new surface. */
  quad(layer: TriangleList, corners: [Vec3, Vec3, Vec3, Vec3], spec: SurfaceSpec): number {
    const surface = this.surfaces.add(spec);
    layer.add(corners[0], corners[1], corners[2], surface);
    layer.add(corners[0], corners[2], corners[3], surface);
    return surface;
  }
}
