import { describe, expect, it } from 'vitest';
import { createPollingRunner } from './polling-runner.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a queue worker’s poll loop', () => {
  it('shares one run between callers who ask at the same time, and runs again once it is over', async () => {
    let runs = 0;
    const runner = createPollingRunner(
      async () => {
        runs += 1;
        await later(20);
        return runs;
      },
      { pollMs: 1000, onError: () => {} },
    );
    const [first, second] = await Promise.all([runner.runOnce(), runner.runOnce()]);
    expect([first, second, runs]).toEqual([1, 1, 1]);
    expect(await runner.runOnce()).toBe(2);
  });

  it('polls while started, reports a failed run and polls on, and stop waits for the run in hand', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let finished = 0;
    const runner = createPollingRunner(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('SMTP away');
        await later(60);
        finished += 1;
      },
      { pollMs: 10, onError: (error) => errors.push(error) },
    );
    runner.start();
    while (runs < 2) await later(5);
    await runner.stop();
    expect(finished).toBe(1);
    expect(errors).toHaveLength(1);
    const after = runs;
    await later(50);
    expect(runs).toBe(after);
  });
});
