import { describe, expect, it } from 'vitest';
import { stopWorkers } from './background-workers.ts';

const worker = (name: string, stop: () => Promise<unknown>) => ({ name, stop });
const never = () => new Promise<never>(() => {});

describe('stopping the background workers at shutdown', () => {
  it('waits for every worker that stops in time', async () => {
    const stopped: string[] = [];
    const later = (name: string, ms: number) =>
      worker(name, () => new Promise((resolve) => setTimeout(() => resolve(stopped.push(name)), ms)));
    expect(await stopWorkers([later('mail outbox', 20), later('media jobs', 40)], 1000)).toEqual([]);
    expect(stopped).toEqual(['mail outbox', 'media jobs']);
  });

  it('does not let a worker that never stops hold the shutdown past the grace, and names it', async () => {
    const lagging = await stopWorkers(
      [worker('mail outbox', async () => undefined), worker('CRM pushes and webhooks', never)],
      100,
    );
    expect(lagging).toEqual(['CRM pushes and webhooks']);
  });

  it('still reports a worker that failed to stop in time, and not one that fails after the grace', async () => {
    const late = () => new Promise((_, reject) => setTimeout(() => reject(new Error('too late')), 50));
    expect(await stopWorkers([worker('media jobs', late)], 10)).toEqual(['media jobs']);
    // an unhandled rejection would fail this test run
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(
      stopWorkers([worker('media jobs', () => Promise.reject(new Error('database is closed')))], 1000),
    ).rejects.toThrow('database is closed');
  });
});
