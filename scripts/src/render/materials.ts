/** Material ids stored per surface; the shader switches on them. */
export const MAT_RENDER = 1;
export const MAT_BRICK = 2;
export const MAT_CLADDING = 3;
export const MAT_CORE = 4;
export const MAT_SLAB = 5;
export const MAT_ROOF = 6;
export const MAT_PARAPET = 7;
export const MAT_ZINC = 8;
export const MAT_DECK = 9;
export const MAT_RAILING = 10;
export const MAT_METAL = 11;
export const MAT_HEDGE = 12;
export const MAT_CROWN = 13;
export const MAT_TRUNK = 14;
export const MAT_CAR = 15;
export const MAT_CAR_GLASS = 16;
export const MAT_CUT = 17;
export const MAT_PLAIN_WALL = 18;
export const MAT_SOFFIT = 19;
/** Interior materials of the plan models (3D plans, turntables). */
export const MAT_PARQUET = 20;
export const MAT_TILES = 21;
export const MAT_INNER_WALL = 22;
export const MAT_FURNITURE = 23;
export const MAT_BACKDROP = 24;

/** Facade materials carry windows; these flags go in a wall's params. */
export const FACADE_HAS_DOORS = 1;
export const FACADE_BLIND = 2;
