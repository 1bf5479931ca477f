import type { OverlayPoint, OverlayView, PolygonStyle } from '@vitrine/core';
import type { StatusMark } from '@vitrine/core/colors';
import { polygonBounds, polygonCentroid } from '@vitrine/core/polygon-geometry';

export interface OutlineShape {
  points: readonly OverlayPoint[];
  style: PolygonStyle;
  /** Thicker stroke for the hovered / focused / selected outline. */
  emphasis: boolean;
  /** Unit name drawn at the centroid (with-orbital-unit-name). */
  label: string | null;
  /** Status mark over the fill: hatched (sold) or dotted (reserved). */
  mark?: StatusMark | null;
}

/** Screen pixels between the lines of a hatch or the dots of a dotted mark. */
const MARK_SPACING = 7;
const MARK_INK = 'rgba(25, 25, 25, 0.7)';

/** One tile of each mark, drawn once and repeated as a pattern (one fill per outline while turning). */
const markTiles = new Map<StatusMark, HTMLCanvasElement>();

function markTile(mark: StatusMark): HTMLCanvasElement {
  let tile = markTiles.get(mark);
  if (tile) return tile;
  tile = document.createElement('canvas');
  tile.width = MARK_SPACING;
  tile.height = MARK_SPACING;
  const ctx = tile.getContext('2d');
  if (ctx) {
    ctx.fillStyle = MARK_INK;
    ctx.strokeStyle = MARK_INK;
    if (mark === 'hatch') {
      // a 45° line through the tile, with its ends continued in the corners so the tiles join
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      for (const shift of [-MARK_SPACING, 0, MARK_SPACING]) {
        ctx.moveTo(shift - 1, MARK_SPACING + 1);
        ctx.lineTo(shift + MARK_SPACING + 1, -1);
      }
      ctx.stroke();
    } else {
      ctx.beginPath();
      ctx.arc(MARK_SPACING / 2, MARK_SPACING / 2, 1.4, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  markTiles.set(mark, tile);
  return tile;
}

/** Fills the current path with the shape's mark, its tiles kept at screen size whatever the zoom. */
function drawMark(ctx: CanvasRenderingContext2D, mark: StatusMark, scale: number): void {
  const pattern = ctx.createPattern(markTile(mark), 'repeat');
  if (!pattern) return;
  pattern.setTransform(new DOMMatrix().scaleSelf(1 / scale, 1 / scale));
  ctx.fillStyle = pattern;
  ctx.fill();
}

export interface OutlineLayerScene {
  shapes: readonly OutlineShape[];
  view: OverlayView;
  pixelRatio: number;
}

function tracePath(ctx: CanvasRenderingContext2D, points: readonly OverlayPoint[]): void {
  ctx.beginPath();
  points.forEach((point, index) => {
    if (index === 0) ctx.moveTo(point.x, point.y);
    else ctx.lineTo(point.x, point.y);
  });
  ctx.closePath();
}

/** The interactive layer: unit outlines of the current frame, filled and stroked by their style. */
export function renderOutlineLayer(ctx: CanvasRenderingContext2D, scene: OutlineLayerScene): void {
  const { view, pixelRatio } = scene;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const toDevice = pixelRatio * view.scale;
  ctx.setTransform(toDevice, 0, 0, toDevice, pixelRatio * view.offsetX, pixelRatio * view.offsetY);
  ctx.lineJoin = 'round';
  for (const shape of scene.shapes) {
    if (shape.points.length < 3) continue;
    tracePath(ctx, shape.points);
    ctx.fillStyle = shape.style.fill;
    ctx.fill();
    if (shape.mark) drawMark(ctx, shape.mark, view.scale);
    ctx.strokeStyle = shape.style.stroke;
    ctx.lineWidth = (shape.emphasis ? 3 : 1.5) / view.scale;
    ctx.stroke();
  }
  const fontSize = 13 / view.scale;
  ctx.font = `600 ${fontSize}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const shape of scene.shapes) {
    if (!shape.label || shape.points.length < 3) continue;
    const centre = polygonCentroid(shape.points);
    const bounds = polygonBounds(shape.points);
    if (!centre || !bounds) continue;
    // a label that does not fit inside its outline on screen would only clutter the model
    const screenWidth = (bounds.maxX - bounds.minX) * view.scale;
    const screenHeight = (bounds.maxY - bounds.minY) * view.scale;
    if (screenHeight < 15 || screenWidth < ctx.measureText(shape.label).width * view.scale + 6) continue;
    ctx.lineWidth = 3 / view.scale;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.strokeText(shape.label, centre.x, centre.y);
    ctx.fillStyle = '#1a1a1a';
    ctx.fillText(shape.label, centre.x, centre.y);
  }
}
