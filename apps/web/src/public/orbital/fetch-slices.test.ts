import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTS_PER_TASK, startInSlices } from './fetch-slices.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('startInSlices', () => {
  it('starts a few downloads per task and the rest in later tasks, in the order asked', async () => {
    const started: number[] = [];
    const done = Array.from({ length: 10 }, (_, index) =>
      startInSlices(async () => {
        started.push(index);
        return index;
      }),
    );
    expect(started).toEqual([0, 1, 2, 3].slice(0, STARTS_PER_TASK));
    await nextTask();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7].slice(0, 2 * STARTS_PER_TASK));
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts at once again in a task that has not started any', async () => {
    await nextTask();
    await nextTask();
    const started: string[] = [];
    void startInSlices(async () => started.push('late'));
    expect(started).toEqual(['late']);
  });

  it('starts every download at once in a hidden tab, whose timers run about once a second', async () => {
    await nextTask();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const started: number[] = [];
    for (let index = 0; index < 10; index++) void startInSlices(async () => started.push(index));
    expect(started).toHaveLength(10);
  });
});
