/** The spec's circular loader (back office §9): radius 30, percent capped at 100. */
export const LOADER_RADIUS = 30;
export const LOADER_CIRCUMFERENCE = 2 * Math.PI * LOADER_RADIUS;

/** A percentage as the loader shows it: a whole number from 0 to 100. */
export function loaderPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** How much of the ring stays empty (stroke-dashoffset) at this percentage. */
export function loaderDashOffset(percent: number): number {
  return LOADER_CIRCUMFERENCE * (1 - loaderPercent(percent) / 100);
}
