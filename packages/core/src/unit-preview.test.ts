import { describe, expect, it } from 'vitest';
import { overlayPoint } from './orbital.ts';
import { bestFrame, onFrame, polygonArea, previewCrop } from './unit-preview.ts';

describe("a unit's link preview", () => {
  it('measures a polygon, whichever way it turns', () => {
    const square = [overlayPoint(0, 0), overlayPoint(10, 0), overlayPoint(10, 10), overlayPoint(0, 10)];
    expect(polygonArea(square)).toBe(100);
    expect(polygonArea([...square].reverse())).toBe(100);
    expect(polygonArea(square.slice(0, 2))).toBe(0);
  });

  it('picks the frame where the outline is largest, and none without an outline', () => {
    const frames = ['', '0,0 10,0 10,10 0,10', '0,0 40,0 40,40 0,40', '0,0 20,0 20,20', ''];
    expect(bestFrame(frames)?.frame).toBe(2);
    expect(bestFrame(frames)?.outline).toHaveLength(4);
    expect(bestFrame(['', '', '1,1 2,2'])).toBeNull();
  });

  it('places overlay points on a 1920-pixel frame, the frame centred in the overlay', () => {
    expect(onFrame(overlayPoint(10, 0), 1920)).toEqual({ x: 0, y: 0 });
    const corner = onFrame(overlayPoint(3830, 2160), 1920);
    expect(corner.x).toBeCloseTo(1920);
    expect(corner.y).toBeCloseTo(1085.65, 1);
  });

  it('crops the preview around the outline, inside the frame', () => {
    const frame = { width: 1920, height: 1080 };
    expect(previewCrop([{ x: 100, y: 540 }], frame)).toEqual({ left: 0, top: 36, width: 1920, height: 1008 });
    expect(
      previewCrop(
        [
          { x: 100, y: 10 },
          { x: 200, y: 60 },
        ],
        frame,
      ).top,
    ).toBe(0);
    expect(previewCrop([{ x: 100, y: 1070 }], frame).top).toBe(72);
  });
});
