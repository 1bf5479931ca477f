import { describe, expect, it } from 'vitest';
import {
  type FrameRequest,
  framesSettled,
  type LoadPlan,
  nextRequest,
  nextRescale,
  replacesPicture,
  scaledReach,
} from './frame-plan.ts';

const nothing = Array.from({ length: 29 }, () => 0);
const all = (width: number) => Array.from({ length: 29 }, () => width);
const plan = (overrides: Partial<LoadPlan>): LoadPlan => ({
  focus: 0,
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

describe('nextRequest', () => {
  it('asks for the current frame at 960 px alone while nothing is shown', () => {
    expect(startAll(plan({ focus: 7 }))).toEqual([{ frame: 7, width: 960 }]);
  });

  it('opens the other downloads once the first frame is in, while it decodes', () => {
    const active = [{ frame: 7, width: 960 }];
    expect(startAll(plan({ focus: 7, active, downloading: 1 }))).toEqual([]);
    expect(startAll(plan({ focus: 7, active, downloading: 0, concurrency: 2 }))).toEqual([
      { frame: 8, width: 960 },
      { frame: 6, width: 960 },
    ]);
  });

  it('streams the other previews outward from the current frame, a few at a time', () => {
    const settled = nothing.map((_, frame) => (frame === 7 ? 960 : 0));
    expect(startAll(plan({ focus: 7, settled }))).toEqual([
      { frame: 8, width: 960 },
      { frame: 6, width: 960 },
      { frame: 9, width: 960 },
      { frame: 5, width: 960 },
    ]);
  });

  it('follows the frame the visitor turned to', () => {
    const settled = nothing.map((_, frame) => (frame === 0 ? 960 : 0));
    expect(startAll(plan({ focus: 20, settled, concurrency: 2 }))).toEqual([
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

describe('replacesPicture', () => {
  it.each([
    { current: undefined, next: { width: 960, bucket: 'a' }, replaces: true },
    { current: { width: 960, bucket: 'a' }, next: { width: 1920, bucket: 'a' }, replaces: true },
    { current: { width: 960, bucket: 'a' }, next: { width: 1920, bucket: 'old' }, replaces: true },
    { current: { width: 1920, bucket: 'a' }, next: { width: 960, bucket: 'a' }, replaces: false },
    { current: { width: 1920, bucket: 'old' }, next: { width: 960, bucket: 'a' }, replaces: false },
    { current: { width: 1920, bucket: 'old' }, next: { width: 1920, bucket: 'a' }, replaces: true },
    { current: { width: 1920, bucket: 'a' }, next: { width: 1920, bucket: 'a' }, replaces: false },
    { current: { width: 1920, bucket: 'a' }, next: { width: 1920, bucket: 'old' }, replaces: false },
  ])('$next over $current: $replaces (drawn size a)', ({ current, next, replaces }) => {
    expect(replacesPicture(current, next, 'a')).toBe(replaces);
  });
});

describe('scaledReach', () => {
  it('keeps a whole turn of pictures that fit the screen, fewer when zoomed far in', () => {
    const screen = 1920 * 1080;
    expect(scaledReach(1337 * 756, screen)).toBe(29);
    expect(scaledReach(1920 * 1086, screen)).toBe(28);
    expect(scaledReach(3820 * 2160, screen)).toBe(7);
    expect(scaledReach(100 * screen, screen)).toBe(1);
  });
});

describe('nextRescale', () => {
  it('picks the nearest frame to the current one that needs it, within reach', () => {
    expect(nextRescale(5, 29, () => true)).toBe(5);
    expect(nextRescale(5, 29, (frame) => frame !== 5)).toBe(6);
    expect(nextRescale(0, 3, (frame) => frame === 28)).toBe(28);
    expect(nextRescale(0, 3, (frame) => frame === 2)).toBeUndefined();
  });
});
