/** Linear radiance to sRGB bytes through a filmic curve, by table (index = value × 1024, up to 8). */
const STEPS = 8192;
const TABLE = new Uint8Array(STEPS);
for (let i = 0; i < STEPS; i++) {
  const x = (i / 1024) * 0.72;
  const filmic = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
  const clamped = Math.min(1, Math.max(0, filmic));
  const srgb = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * clamped ** (1 / 2.4) - 0.055;
  TABLE[i] = Math.round(srgb * 255);
}

export function toByte(value: number): number {
  const index = (value * 1024) | 0;
  return index <= 0 ? TABLE[0]! : index >= STEPS ? 255 : TABLE[index]!;
}
