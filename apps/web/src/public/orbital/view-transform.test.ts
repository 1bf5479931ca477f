import { screenPoint, screenToOverlay } from '@vitrine/core/orbital';
import { describe, expect, it } from 'vitest';
import { canvasPixelRatio, clampPan, initialViewState, overlayViewOf, zoomAround } from './view-transform.ts';

const canvas = { width: 1920, height: 1016 };

describe('overlayViewOf', () => {
  it('centres the 3840×2160 overlay at the initial scale for the window width', () => {
    const view = overlayViewOf(initialViewState, canvas, 1920);
    expect(view.scale).toBeCloseTo(0.35);
    expect(view.offsetX).toBeCloseTo((1920 - 3840 * 0.35) / 2);
    expect(view.offsetY).toBeCloseTo((1016 - 2160 * 0.35) / 2);
  });

  it('adds 0.65 × zoom/100 to the scale', () => {
    expect(overlayViewOf({ ...initialViewState, zoom: 100 }, canvas, 1920).scale).toBeCloseTo(1);
  });
});

describe('clampPan', () => {
  it('keeps no pan at zoom 0', () => {
    expect(clampPan({ frame: 0, zoom: 0, panX: 300, panY: -40 }, canvas, 1920)).toMatchObject({
      panX: 0,
      panY: 0,
    });
  });

  it('never pans further than the overflow of the zoomed model', () => {
    const clamped = clampPan({ frame: 0, zoom: 100, panX: 5000, panY: -5000 }, canvas, 1920);
    expect(clamped.panX).toBeCloseTo((3840 - 1920) / 2);
    expect(clamped.panY).toBeCloseTo(-(2160 - 1016) / 2);
  });
});

describe('zoomAround', () => {
  it('keeps the overlay point under the anchor in place', () => {
    const anchor = screenPoint(1200, 400);
    const before = screenToOverlay(anchor, overlayViewOf(initialViewState, canvas, 1920));
    const zoomed = zoomAround(initialViewState, 60, anchor, canvas, 1920);
    const after = screenToOverlay(anchor, overlayViewOf(zoomed, canvas, 1920));
    expect(zoomed.zoom).toBe(60);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('clamps the zoom to 0..100', () => {
    expect(zoomAround(initialViewState, 180, screenPoint(0, 0), canvas, 1920).zoom).toBe(100);
    expect(zoomAround(initialViewState, -5, screenPoint(0, 0), canvas, 1920).zoom).toBe(0);
  });
});

describe('canvasPixelRatio', () => {
  it("is the screen's up to 2: a 3× phone's canvases get 2 device px per CSS px", () => {
    expect(canvasPixelRatio(1)).toBe(1);
    expect(canvasPixelRatio(1.5)).toBe(1.5);
    expect(canvasPixelRatio(2)).toBe(2);
    expect(canvasPixelRatio(3)).toBe(2);
    // a page zoomed out keeps its smaller ratio; a browser that says nothing gets 1
    expect(canvasPixelRatio(0.8)).toBe(0.8);
    expect(canvasPixelRatio(0)).toBe(1);
  });
});
