import { describe, expect, it } from 'vitest';
import { VersionedAnswerCache } from './versioned-answer-cache.ts';

/** A cache's answer for a key, counting the builds it needed. */
function counted(cache: VersionedAnswerCache) {
  let builds = 0;
  const get = async (key: string, version: number | string, size = 10) =>
    cache.get(key, version, async () => {
      builds++;
      return 'x'.repeat(size);
    });
  return { get, builds: () => builds };
}

describe('VersionedAnswerCache', () => {
  it('serves an answer while its version holds and builds it again when the version moves', async () => {
    const cache = counted(new VersionedAnswerCache({ entries: 4 }));
    await cache.get('a', '1.1');
    await cache.get('a', '1.1');
    expect(cache.builds()).toBe(1);
    await cache.get('a', '1.2');
    expect(cache.builds()).toBe(2);
  });

  it('keeps the answers used last when it is full', async () => {
    const cache = counted(new VersionedAnswerCache({ entries: 2 }));
    await cache.get('a', 1);
    await cache.get('b', 1);
    await cache.get('a', 1);
    await cache.get('c', 1);
    expect(cache.builds()).toBe(3);
    // b was the least recently used: it went, a stayed
    await cache.get('a', 1);
    expect(cache.builds()).toBe(3);
    await cache.get('b', 1);
    expect(cache.builds()).toBe(4);
  });

  it('holds no more bytes than its budget, and never one answer too large for it', async () => {
    const cache = counted(new VersionedAnswerCache({ entries: 100, bytes: 800 }));
    // above an eighth of the budget: built each time, never kept
    await cache.get('whole', 1, 101);
    await cache.get('whole', 1, 101);
    expect(cache.builds()).toBe(2);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) await cache.get(key, 1, 100);
    // nine answers of 100 bytes: the first went to stay within 800
    expect(cache.builds()).toBe(11);
    await cache.get('i', 1, 100);
    expect(cache.builds()).toBe(11);
    await cache.get('a', 1, 100);
    expect(cache.builds()).toBe(12);
  });
});
