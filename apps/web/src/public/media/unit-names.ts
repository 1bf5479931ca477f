import type { TFloor, TUnit } from '@vitrine/core';

/** GET /unit/{id}?include=project,floor: the floor also carries its building. */
export type UnitWithPlace = TUnit & { floor?: TFloor };

export const unitWithPlaceUrl = (id: string) => `/unit/${encodeURIComponent(id)}?include=project,floor`;
