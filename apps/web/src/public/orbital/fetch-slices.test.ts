import { describe, expect, it } from 'vitest';
import { STARTS_PER_TASK, startInSlices } from './fetch-slices.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

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
});
