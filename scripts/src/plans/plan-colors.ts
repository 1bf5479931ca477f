/** Furniture colours go to the shader as the first three surface params. */
export const FURNITURE_PARAMS = (color: [number, number, number]): number[] => [...color];
