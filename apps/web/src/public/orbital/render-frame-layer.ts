import type { OverlayView } from '@vitrine/core';
import { FRAME_SIZE, OVERLAY_SIZE } from '@vitrine/core/orbital';
import type { DecodedFrame } from './frame-loader.ts';

/** Frames are 3820 wide in the 3840-wide overlay: centred horizontally. */
export const FRAME_ORIGIN = { x: (OVERLAY_SIZE.width - FRAME_SIZE.width) / 2, y: 0 } as const;

/** Where the frame lands on the canvas, in whole device pixels. */
export interface FrameRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function frameRect(view: OverlayView, pixelRatio: number): FrameRect {
  return {
    x: Math.round(pixelRatio * (view.offsetX + FRAME_ORIGIN.x * view.scale)),
    y: Math.round(pixelRatio * (view.offsetY + FRAME_ORIGIN.y * view.scale)),
    width: Math.max(1, Math.round(pixelRatio * view.scale * FRAME_SIZE.width)),
    height: Math.max(1, Math.round(pixelRatio * view.scale * FRAME_SIZE.height)),
  };
}

/** The drawn size a picture is scaled for: pictures of one bucket are drawn without scaling. */
export function frameBucket(rect: Pick<FrameRect, 'width' | 'height'>): string {
  return `${rect.width}x${rect.height}`;
}

export function pictureSize(picture: DecodedFrame): { width: number; height: number } {
  return 'naturalWidth' in picture
    ? { width: picture.naturalWidth, height: picture.naturalHeight }
    : { width: picture.width, height: picture.height };
}

export interface FrameLayerScene {
  frame: DecodedFrame | undefined;
  view: OverlayView;
  pixelRatio: number;
  background: string;
  /** Scaling quality when the picture is not at the drawn size: 'low' while the model moves. */
  smoothing: ImageSmoothingQuality;
}

/**
 * The static layer: the current frame placed by the view. A picture already at the drawn size
 * is copied as it is; any other is scaled on the way.
 */
export function renderFrameLayer(ctx: CanvasRenderingContext2D, scene: FrameLayerScene): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (!scene.frame) return;
  const rect = frameRect(scene.view, scene.pixelRatio);
  const size = pictureSize(scene.frame);
  if (size.width === rect.width && size.height === rect.height) {
    ctx.drawImage(scene.frame, rect.x, rect.y);
    return;
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = scene.smoothing;
  ctx.drawImage(scene.frame, rect.x, rect.y, rect.width, rect.height);
}
