import { describe, expect, it } from 'vitest';
import {
  allFramesAt,
  type FrameRequest,
  frameDistance,
  framesOutwardFrom,
  framesSettled,
  isSlowConnection,
  type LoadPlan,
  measuredMbps,
  nextRequest,
  previewFallbackWidth,
  previewWidthFor,
} from './frame-loading.ts';

const nothing = Array.from({ length: 29 }, () => 0);
const all = (width: number) => Array.from({ length: 29 }, () => width);
const plan = (overrides: Partial<LoadPlan>): LoadPlan => ({
  focus: 0,
  previewWidth: 960,
  fullWidth: 1920,
  nearWidth: 1920,
  settled: nothing,
  active: [],
  concurrency: 4,
  ...overrides,
  downloading: overrides.downloading ?? overrides.active?.length ?? 0,
});

/** Issues requests until the plan says wait, as the loader does. */
function startAll(state: LoadPlan): FrameRequest[] {
  const active = [...state.active];
  for (;;) {
    const downloading = state.downloading + active.length - state.active.length;
    const request = nextRequest({ ...state, active, downloading });
    if (!request) return active.slice(state.active.length);
    active.push(request);
  }
}

describe('framesOutwardFrom', () => {
  it('starts with the current frame then alternates outward, wrapping at both ends', () => {
    expect(framesOutwardFrom(0).slice(0, 5)).toEqual([0, 1, 28, 2, 27]);
    expect(framesOutwardFrom(28).slice(0, 3)).toEqual([28, 0, 27]);
  });

  it('lists each of the 29 frames exactly once', () => {
    const order = framesOutwardFrom(13);
    expect(order).toHaveLength(29);
    expect(new Set(order).size).toBe(29);
  });
});

describe('frameDistance', () => {
  it('is the shorter way round the model', () => {
    expect(frameDistance(0, 28)).toBe(1);
    expect(frameDistance(3, 10)).toBe(7);
    expect(frameDistance(0, 14)).toBe(14);
    expect(frameDistance(0, 15)).toBe(14);
  });
});

describe('isSlowConnection', () => {
  it.each([
    { hints: {}, slow: false, why: 'nothing known: as before issue 18' },
    { hints: { saveData: true, measuredMbps: 50 }, slow: true, why: 'the visitor asked to save data' },
    {
      hints: { measuredMbps: 1.4, downlinkMbps: 10 },
      slow: true,
      why: 'measured slow outweighs the estimate',
    },
    {
      hints: { measuredMbps: 9, downlinkMbps: 1.3 },
      slow: false,
      why: "measured fast outweighs a fresh page's guess",
    },
    {
      hints: { downlinkMbps: 1.65, effectiveType: '4g' },
      slow: true,
      why: 'the issue 18 phone under emulation',
    },
    { hints: { downlinkMbps: 10, effectiveType: '4g' }, slow: false, why: 'the desktop profile' },
    { hints: { effectiveType: '3g' }, slow: true, why: 'a 3g connection' },
    { hints: { downlinkMbps: 0 }, slow: false, why: 'a zero estimate is no estimate' },
    { hints: { measuredMbps: Number.NaN, downlinkMbps: 2 }, slow: true, why: 'a broken measure is ignored' },
  ])('$why → slow: $slow', ({ hints, slow }) => {
    expect(isSlowConnection(hints)).toBe(slow);
  });
});

describe('measuredMbps', () => {
  it('divides the bytes by the time something was arriving, overlaps counted once', () => {
    // 200 KB in one second, two downloads sharing the line for half of it
    const downloads = [
      { bytes: 100_000, start: 0, end: 500 },
      { bytes: 60_000, start: 250, end: 750 },
      { bytes: 40_000, start: 1500, end: 1750 },
    ];
    expect(measuredMbps(downloads)).toBe(1.6);
  });

  it('says nothing from too few bytes, cached answers (0 bytes) or a broken entry', () => {
    expect(measuredMbps([{ bytes: 20_000, start: 0, end: 10 }])).toBeUndefined();
    expect(measuredMbps([{ bytes: 0, start: 0, end: 10 }])).toBeUndefined();
    expect(measuredMbps([{ bytes: 90_000, start: 50, end: 10 }])).toBeUndefined();
  });

  it('counts a body that arrived within a millisecond as one millisecond', () => {
    expect(measuredMbps([{ bytes: 125_000, start: 3, end: 3 }])).toBe(1000);
  });
});

describe('previewWidthFor', () => {
  it('is 480 px on a slow connection and 960 px otherwise, never wider than the screen needs', () => {
    expect(previewWidthFor(1920, true)).toBe(480);
    expect(previewWidthFor(1920, false)).toBe(960);
    expect(previewWidthFor(960, false)).toBe(960);
    expect(previewWidthFor(480, false)).toBe(480);
  });
});

describe('previewFallbackWidth', () => {
  it('falls back from a missing 480-px preview to the 960-px rendition, and no further', () => {
    expect(previewFallbackWidth(480)).toBe(960);
    expect(previewFallbackWidth(960)).toBeUndefined();
    expect(previewFallbackWidth(1920)).toBeUndefined();
  });
});

describe('nextRequest', () => {
  it('asks for the current frame at 960 px alone while nothing is shown', () => {
    expect(startAll(plan({ focus: 7 }))).toEqual([{ frame: 7, width: 960 }]);
    expect(startAll(plan({ focus: 7, previewWidth: 480 }))).toEqual([{ frame: 7, width: 960 }]);
  });

  it('opens the other downloads once the first frame is in, while it decodes', () => {
    const active = [{ frame: 7, width: 960 }];
    expect(startAll(plan({ focus: 7, active, downloading: 1 }))).toEqual([]);
    expect(startAll(plan({ focus: 7, active, downloading: 0, previewConcurrency: 2 }))).toEqual([
      { frame: 8, width: 960 },
      { frame: 6, width: 960 },
    ]);
  });

  it('asks for every other preview at once, outward from the current frame, whatever the concurrency', () => {
    const settled = nothing.map((_, frame) => (frame === 7 ? 960 : 0));
    const requests = startAll(plan({ focus: 7, settled, concurrency: 2 }));
    expect(requests).toHaveLength(28);
    expect(requests.slice(0, 4)).toEqual([
      { frame: 8, width: 960 },
      { frame: 6, width: 960 },
      { frame: 9, width: 960 },
      { frame: 5, width: 960 },
    ]);
    expect(requests.map((request) => request.frame)).toEqual(framesOutwardFrom(7).slice(1));
  });

  it('keeps the previews to previewConcurrency when one is given', () => {
    const settled = nothing.map((_, frame) => (frame === 7 ? 960 : 0));
    expect(startAll(plan({ focus: 7, settled, previewConcurrency: 3 }))).toEqual([
      { frame: 8, width: 960 },
      { frame: 6, width: 960 },
      { frame: 9, width: 960 },
    ]);
  });

  it('on a slow connection takes the small previews for the rest of the turn', () => {
    const settled = nothing.map((_, frame) => (frame === 0 ? 960 : 0));
    expect(startAll(plan({ focus: 0, settled, previewWidth: 480, previewConcurrency: 3 }))).toEqual([
      { frame: 1, width: 480 },
      { frame: 28, width: 480 },
      { frame: 2, width: 480 },
    ]);
  });

  it('then makes every small preview sharp, current frame and neighbours first, the first frame included', () => {
    const settled = all(480).map((width, frame) => (frame === 0 ? 960 : width));
    expect(startAll(plan({ focus: 12, settled, previewWidth: 480, concurrency: 3 }))).toEqual([
      { frame: 12, width: 1920 },
      { frame: 13, width: 1920 },
      { frame: 11, width: 1920 },
    ]);
  });

  it('follows the frame the visitor turned to', () => {
    const settled = nothing.map((_, frame) => (frame === 0 ? 960 : 0));
    expect(startAll(plan({ focus: 20, settled, previewConcurrency: 2 }))).toEqual([
      { frame: 20, width: 960 },
      { frame: 21, width: 960 },
    ]);
  });

  it('starts no upgrade before every frame has its preview', () => {
    const settled = all(960).map((width, frame) => (frame === 14 ? 0 : width));
    const active = [{ frame: 14, width: 960 }];
    expect(startAll(plan({ settled, active }))).toEqual([]);
  });

  it('then upgrades to the screen width, current frame and its neighbours first', () => {
    expect(startAll(plan({ focus: 3, settled: all(960), concurrency: 3 }))).toEqual([
      { frame: 3, width: 1920 },
      { frame: 4, width: 1920 },
      { frame: 2, width: 1920 },
    ]);
  });

  it('takes the zoomed-in width for the current frame and its neighbours only', () => {
    const settled = all(1920).map((width, frame) => (frame === 20 ? 960 : width));
    expect(startAll(plan({ focus: 0, nearWidth: 3820, settled }))).toEqual([
      { frame: 0, width: 3820 },
      { frame: 1, width: 3820 },
      { frame: 28, width: 3820 },
      { frame: 20, width: 1920 },
    ]);
  });

  it('never asks twice for a frame in flight nor again for a width it has (or gave up on)', () => {
    expect(startAll(plan({ settled: all(1920), nearWidth: 960 }))).toEqual([]);
    expect(startAll(plan({ settled: all(960), fullWidth: 960, nearWidth: 960 }))).toEqual([]);
    const active = [{ frame: 0, width: 1920 }];
    expect(startAll(plan({ settled: all(960), active, concurrency: 2 }))).toEqual([
      { frame: 1, width: 1920 },
    ]);
  });
});

describe('framesSettled', () => {
  it('counts frames with at least one width', () => {
    expect(framesSettled(nothing)).toBe(0);
    expect(framesSettled(nothing.map((_, frame) => (frame < 3 ? 960 : 0)))).toBe(3);
    expect(framesSettled(all(1920))).toBe(29);
  });
});

describe('allFramesAt', () => {
  it('holds once every frame is at the width or sharper', () => {
    expect(allFramesAt(all(480), 1920)).toBe(false);
    expect(
      allFramesAt(
        all(1920).map((width, frame) => (frame === 0 ? 3820 : width)),
        1920,
      ),
    ).toBe(true);
    expect(
      allFramesAt(
        all(1920).map((width, frame) => (frame === 5 ? 960 : width)),
        1920,
      ),
    ).toBe(false);
  });
});
