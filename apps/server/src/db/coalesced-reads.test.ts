import { describe, expect, it } from 'vitest';
import { CoalescedReads } from './coalesced-reads.ts';

/** A stored value that changes, read by queries the test answers when it wants. */
function fakeStore() {
  let value = 0;
  const pending: (() => void)[] = [];
  const sent: number[] = [];
  return {
    set: (next: number) => {
      value = next;
    },
    sent,
    /** A query: what it reads is the value when it is sent; it answers when the test says. */
    query: () => {
      const read = value;
      sent.push(read);
      return new Promise<number>((resolve) => pending.push(() => resolve(read)));
    },
    answerAll: async () => {
      while (pending.length) pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('coalesced reads', () => {
  it('answers a lone call with its own query', async () => {
    const store = fakeStore();
    const reads = new CoalescedReads(store.query);
    const first = reads.read('site');
    await store.answerAll();
    store.set(1);
    const second = reads.read('site');
    await store.answerAll();
    expect([await first, await second]).toEqual([0, 1]);
    expect(store.sent).toEqual([0, 1]);
    expect(reads.size).toBe(0);
  });

  it('never answers a call with rows read before it was made', async () => {
    const store = fakeStore();
    const reads = new CoalescedReads(store.query);
    const early = reads.read('site');
    // a change committed (by any process) after the first query left, then a call
    store.set(1);
    const late = reads.read('site');
    await store.answerAll();
    expect(await early).toBe(0);
    // and a call made while that second query is under way waits for a third
    store.set(2);
    const later = reads.read('site');
    await store.answerAll();
    expect(await late).toBe(1);
    await store.answerAll();
    expect(await later).toBe(2);
    expect(store.sent).toEqual([0, 1, 2]);
  });

  it('serves the calls that came during one query with a single next query', async () => {
    const store = fakeStore();
    const reads = new CoalescedReads(store.query);
    const first = reads.read('site');
    store.set(7);
    const during = [1, 2, 3, 4, 5].map(() => reads.read('site'));
    await store.answerAll();
    await store.answerAll();
    expect(await first).toBe(0);
    expect(await Promise.all(during)).toEqual([7, 7, 7, 7, 7]);
    expect(store.sent).toEqual([0, 7]);
    expect(reads.size).toBe(0);
  });

  it('keeps keys apart', async () => {
    const reads = new CoalescedReads(async (key) => `rows of ${key}`);
    expect(await Promise.all([reads.read('a.test'), reads.read('b.test')])).toEqual([
      'rows of a.test',
      'rows of b.test',
    ]);
  });

  it('gives a failed query to its callers only; the next ones read again', async () => {
    let calls = 0;
    const reads = new CoalescedReads(async (key) => {
      calls++;
      if (key === 'broken') throw new Error('bad query');
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failing = reads.read('site');
    const after = reads.read('site');
    await expect(failing).rejects.toThrow('connection lost');
    expect(await after).toBe(2);
    await expect(reads.read('broken')).rejects.toThrow('bad query');
    expect(reads.size).toBe(0);
  });

  it('does not hold the next callers behind a query that never comes back for longer than its patience', async () => {
    let calls = 0;
    const reads = new CoalescedReads(
      (): Promise<number> => (++calls === 1 ? new Promise(() => undefined) : Promise.resolve(calls)),
      20,
    );
    void reads.read('site');
    const next = reads.read('site');
    expect(await next).toBe(2);
  });
});
