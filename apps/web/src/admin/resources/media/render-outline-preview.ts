import { FRAME_SIZE, OVERLAY_SIZE, polygonCentroid } from '@vitrine/core';
import type { PreviewOutline } from './outline-report.ts';

export interface PreviewScene {
  /** The frame picture, or null when it is missing. */
  image: CanvasImageSource | null;
  outlines: readonly PreviewOutline[];
  /** The outline to emphasise (hovered in a list), by name. */
  highlight: string | null;
  pixelRatio: number;
}

const MATCHED = { stroke: '#1c7ed6', fill: 'rgba(28, 126, 214, 0.18)' };
const UNMATCHED = { stroke: '#e03131', fill: 'rgba(224, 49, 49, 0.25)' };

/**
 * Draws a frame and its unit outlines on a canvas sized to the 16:9 overlay. Frames (3820 wide)
 * sit centred in the 3840×2160 overlay, as on the public site. Pure: no React, no state.
 */
export function renderOutlinePreview(ctx: CanvasRenderingContext2D, scene: PreviewScene): void {
  const { canvas } = ctx;
  const scale = canvas.width / OVERLAY_SIZE.width;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#f1f3f5';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  if (scene.image) {
    const originX = (OVERLAY_SIZE.width - FRAME_SIZE.width) / 2;
    ctx.drawImage(scene.image, originX, 0, FRAME_SIZE.width, FRAME_SIZE.height);
  }
  ctx.lineJoin = 'round';
  for (const outline of scene.outlines) {
    if (outline.points.length < 3) continue;
    const colours = outline.matched ? MATCHED : UNMATCHED;
    const emphasis = outline.name === scene.highlight;
    ctx.beginPath();
    outline.points.forEach((point, index) => {
      if (index === 0) ctx.moveTo(point.x, point.y);
      else ctx.lineTo(point.x, point.y);
    });
    ctx.closePath();
    ctx.fillStyle = emphasis ? 'rgba(250, 176, 5, 0.45)' : colours.fill;
    ctx.fill();
    ctx.strokeStyle = emphasis ? '#f08c00' : colours.stroke;
    ctx.lineWidth = (emphasis ? 4 : 2) / scale / scene.pixelRatio;
    ctx.stroke();
    const centre = polygonCentroid(outline.points);
    if (centre) {
      ctx.font = `${Math.round(13 / scale / scene.pixelRatio)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 3 / scale / scene.pixelRatio;
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.strokeText(outline.name, centre.x, centre.y);
      ctx.fillStyle = '#212529';
      ctx.fillText(outline.name, centre.x, centre.y);
    }
  }
}
