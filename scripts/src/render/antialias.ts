/**
 * A copy of an RGB picture with its hard edges softened: pixels on a boundary between two
 * surfaces (from the surface-id buffer) are blended with their four neighbours.
 */
export function antialias(source: Uint8Array, ids: Int32Array, width: number, height: number): Uint8Array {
  const out = Uint8Array.from(source);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const id = ids[i]!;
      if (id === ids[i + 1] && id === ids[i + width] && id === ids[i - 1] && id === ids[i - width]) continue;
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
