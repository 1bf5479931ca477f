import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';
/** Turntable constants (spec §9): sensitivity 1 by default (5 in the unit panel), zoom 1 to 3 by 0.1. */
export const TURNTABLE = {
  sensitivity: 1,
  panelSensitivity: 5,
  zoomMin: 1,
  zoomMax: 3,
  zoomStep: 0.1,
} as const;

/** Wraps a frame index into 0…total-1. */
export function wrapFrame(frame: number, total: number): number {
  if (total <= 0) return 0;
  return ((frame % total) + total) % total;
}

/** Pixels of drag that turn the view by one image: width / number of images / sensitivity. */
export function dragStep(width: number, total: number, sensitivity: number): number {
  return width / Math.max(1, total) / Math.max(0.01, sensitivity);
}

/** The frame after a horizontal drag of `dx` px from `startFrame`; dragging right shows the next images. */
export function frameAfterDrag(
  startFrame: number,
  dx: number,
  { width, total, sensitivity }: { width: number; total: number; sensitivity: number },
): number {
  const step = dragStep(width, total, sensitivity);
  return wrapFrame(startFrame + Math.trunc(dx / step), total);
}

/** A zoom level clamped to 1…3 and rounded to the 0.1 step. */
export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / TURNTABLE.zoomStep) * TURNTABLE.zoomStep;
  return Number(Math.min(TURNTABLE.zoomMax, Math.max(TURNTABLE.zoomMin, stepped)).toFixed(1));
}

/** The URL of every image of a turntable folder: NN.jpg, two digits from 00, with ?v=2 (spec §7). */
export function turntableImageUrls(folder: string, totalImages: number): string[] {
  return Array.from({ length: Math.max(0, totalImages) }, (_, index) => {
    return `${folder}/${String(index).padStart(2, '0')}.jpg?v=2`;
  });
}

/** The public folder of a unit's turntable (core's storage layout). */
export function turntableFolder(unitId: number): string {
  return storageUrl(storageLayout.turntableFolder(unitId));
}
