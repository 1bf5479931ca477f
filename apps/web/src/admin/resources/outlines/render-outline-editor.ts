import { FRAME_SIZE, OVERLAY_SIZE, type OverlayPoint, polygonCentroid } from '@vitrine/core';

export interface EditorScene {
  image: CanvasImageSource | null;
  /** Other items' outlines on this frame, for context and snapping. */
  others: readonly { name: string; points: readonly OverlayPoint[] }[];
  /** The selected item's outline on this frame (or the polygon being drawn). */
  selected: { name: string; points: readonly OverlayPoint[]; drawing: boolean; faulty: boolean } | null;
  activeVertex: number | null;
  /** CSS px per overlay unit × device pixels: handles keep their size on screen. */
  pixelsPerUnit: number;
}

const OTHER = { stroke: 'rgba(28, 126, 214, 0.9)', fill: 'rgba(28, 126, 214, 0.12)' };
const SELECTED = { stroke: '#f08c00', fill: 'rgba(250, 176, 5, 0.3)' };
const FAULTY = { stroke: '#e03131', fill: 'rgba(224, 49, 49, 0.3)' };

function tracePath(ctx: CanvasRenderingContext2D, points: readonly OverlayPoint[], close: boolean) {
  ctx.beginPath();
  points.forEach((point, index) => {
    if (index === 0) ctx.moveTo(point.x, point.y);
    else ctx.lineTo(point.x, point.y);
  });
  if (close) ctx.closePath();
}

/** Draws the frame, the other outlines, then the selected one with its vertex handles. Pure. */
export function renderOutlineEditor(ctx: CanvasRenderingContext2D, scene: EditorScene): void {
  const { canvas } = ctx;
  const scale = canvas.width / OVERLAY_SIZE.width;
  const px = 1 / scene.pixelsPerUnit;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#f1f3f5';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  if (scene.image) {
    const originX = (OVERLAY_SIZE.width - FRAME_SIZE.width) / 2;
    ctx.drawImage(scene.image, originX, 0, FRAME_SIZE.width, FRAME_SIZE.height);
  }
  ctx.lineJoin = 'round';
  ctx.font = `${13 * px}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const other of scene.others) {
    if (other.points.length < 3) continue;
    tracePath(ctx, other.points, true);
    ctx.fillStyle = OTHER.fill;
    ctx.fill();
    ctx.strokeStyle = OTHER.stroke;
    ctx.lineWidth = 1.5 * px;
    ctx.stroke();
    const centre = polygonCentroid(other.points);
    if (centre) {
      ctx.fillStyle = '#1c3d5a';
      ctx.fillText(other.name, centre.x, centre.y);
    }
  }
  const selected = scene.selected;
  if (!selected || selected.points.length === 0) return;
  const colours = selected.faulty ? FAULTY : SELECTED;
  tracePath(ctx, selected.points, !selected.drawing);
  if (!selected.drawing) {
    ctx.fillStyle = colours.fill;
    ctx.fill();
  }
  ctx.strokeStyle = colours.stroke;
  ctx.lineWidth = 3 * px;
  ctx.stroke();
  selected.points.forEach((point, index) => {
    ctx.beginPath();
    ctx.arc(point.x, point.y, (index === scene.activeVertex ? 7 : 5) * px, 0, Math.PI * 2);
    ctx.fillStyle = index === scene.activeVertex ? colours.stroke : '#ffffff';
    ctx.fill();
    ctx.lineWidth = 2 * px;
    ctx.strokeStyle = colours.stroke;
    ctx.stroke();
  });
}
