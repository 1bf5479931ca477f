import { describe, expect, it } from 'vitest';
import { markRotateHintSeen, rotateHintSeen, rotateHintWanted } from './rotate-hint.ts';

describe('rotateHintWanted', () => {
  it.each([
    ['/orbital', '', true],
    ['/orbital/sambre/a/full', '', true],
    ['/orbital/sambre/a/0/A.0.01', '', true],
    ['/orbital/sambre/a/0/A.0.01', '?showUnit=true', false],
    ['/', '', false],
    ['/contact', '', false],
    ['/gallery', '', false],
    ['/visites-virtuelles/1', '', false],
    ['/orbitale', '', false],
  ])('%s%s → %s', (pathname, search, wanted) => {
    expect(rotateHintWanted(pathname, search)).toBe(wanted);
  });
});

describe('once per visit', () => {
  it('is seen after being marked, in the same storage only', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(rotateHintSeen(storage)).toBe(false);
    markRotateHintSeen(storage);
    expect(rotateHintSeen(storage)).toBe(true);
  });

  it('counts as seen when there is no storage or it throws', () => {
    expect(rotateHintSeen(null)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(rotateHintSeen(broken)).toBe(true);
    expect(() => markRotateHintSeen(broken)).not.toThrow();
  });
});
