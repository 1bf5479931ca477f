import type { OverlayView } from '@vitrine/core';
import { FRAME_SIZE, OVERLAY_SIZE } from '@vitrine/core/orbital';
import type { DecodedFrame } from './frame-loader.ts';

/** Frames are 3820 wide in the 3840-wide overlay: centred horizontally. */
export const FRAME_ORIGIN = { x: (OVERLAY_SIZE.width - FRAME_SIZE.width) / 2, y: 0 } as const;

export interface FrameLayerScene {
  frame: DecodedFrame | undefined;
  view: OverlayView;
  /** CSS size of the canvas. */
  width: number;
  height: number;
  pixelRatio: number;
  background: string;
}

/** The static layer: the current frame, scaled and placed by the view. Keeps the last picture if none. */
export function renderFrameLayer(ctx: CanvasRenderingContext2D, scene: FrameLayerScene): void {
  const { view, pixelRatio } = scene;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (!scene.frame) return;
  ctx.setTransform(
    pixelRatio * view.scale,
    0,
    0,
    pixelRatio * view.scale,
    pixelRatio * view.offsetX,
    pixelRatio * view.offsetY,
  );
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(scene.frame, FRAME_ORIGIN.x, FRAME_ORIGIN.y, FRAME_SIZE.width, FRAME_SIZE.height);
}
