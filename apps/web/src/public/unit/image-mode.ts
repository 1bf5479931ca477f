import type { TUnit } from '@vitrine/core';

export type ImageMode = '2d' | '3d' | '360';

/** Starts on 3D when the unit has a 3D plan, else 2D (front office §4). */
export function initialImageMode(unit: Pick<TUnit, 'blueprint3D'>): ImageMode {
  return unit.blueprint3D?.url ? '3d' : '2d';
}
