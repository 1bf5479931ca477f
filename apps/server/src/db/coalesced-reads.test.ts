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
    const reads = new CoalescedReads<number>();
    const store = fakeStore();
    const first = reads.read('site', store.query);
    await store.answerAll();
    store.set(1);
    const second = reads.read('site', store.query);
    await store.answerAll();
    expect([await first, await second]).toEqual([0, 1]);
    expect(store.sent).toEqual([0, 1]);
    expect(reads.size).toBe(0);
  });

  it('never answers a call with rows read before it was made', async () => {
    const reads = new CoalescedReads<number>();
    const store = fakeStore();
    const early = reads.read('site', store.query);
    // a change committed (by any process) after the first query left, then a call
    store.set(1);
    const late = reads.read('site', store.query);
    await store.answerAll();
    expect(await early).toBe(0);
    await store.answerAll();
    expect(await late).toBe(1);
  });

  it('serves the calls that came during one query with a single next query', async () => {
    const reads = new CoalescedReads<number>();
    const store = fakeStore();
    const first = reads.read('site', store.query);
    store.set(7);
    const during = [1, 2, 3, 4, 5].map(() => reads.read('site', store.query));
    await store.answerAll();
    await store.answerAll();
    expect(await first).toBe(0);
    expect(await Promise.all(during)).toEqual([7, 7, 7, 7, 7]);
    expect(store.sent).toEqual([0, 7]);
    expect(reads.size).toBe(0);
  });

  it('keeps keys apart', async () => {
    const reads = new CoalescedReads<string>();
    const a = reads.read('a.test', async () => 'a');
    const b = reads.read('b.test', async () => 'b');
    expect([await a, await b]).toEqual(['a', 'b']);
  });

  it('gives a failed query to its callers only; the next ones read again', async () => {
    const reads = new CoalescedReads<number>();
    let calls = 0;
    const query = async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    };
    const failing = reads.read('site', query);
    const after = reads.read('site', query);
    await expect(failing).rejects.toThrow('connection lost');
    expect(await after).toBe(2);
    const thrown = reads.read('other', () => {
      throw new Error('bad query');
    });
    await expect(thrown).rejects.toThrow('bad query');
    expect(reads.size).toBe(0);
  });
});
