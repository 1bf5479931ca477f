import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/databases.ts';
import { addressKey, hitThrottle, resetThrottle, sweepThrottles, throttleVerdict } from './throttle.ts';

const MINUTE = 60_000;
const LIMIT = { max: 5, windowMs: MINUTE };
/** A time at the start of a minute window, so tests control where in the window they hit. */
const T0 = Math.floor(Date.parse('2026-03-01T10:00:00Z') / MINUTE) * MINUTE;

describe('the sliding estimate of a throttle', () => {
  it('allows up to max hits in a window when the previous one was quiet', () => {
    expect(throttleVerdict(5, 0, LIMIT, 0.5)).toMatchObject({ allowed: true, hits: 5 });
    expect(throttleVerdict(6, 0, LIMIT, 0.5)).toMatchObject({ allowed: false });
  });

  it('counts the previous window by the share of it still inside the last minute', () => {
    // 5 hits just before the boundary: the first hits after it are refused, not a second burst.
    expect(throttleVerdict(1, 5, LIMIT, 0.01).allowed).toBe(false);
    // Halfway through, half of the previous window still counts.
    expect(throttleVerdict(2, 5, LIMIT, 0.5).allowed).toBe(true);
    expect(throttleVerdict(3, 5, LIMIT, 0.5).allowed).toBe(false);
  });

  it('tells how long to wait before a next hit would pass', () => {
    // 6th hit at 0.5: wait the rest of this window, then until 6 × (1 − e) + 1 ≤ 5 (e = 1/3).
    expect(throttleVerdict(6, 0, LIMIT, 0.5).retryAfterSeconds).toBe(30 + 20);
    // Refused by the previous window's share: wait until 10 × (1 − e) + 3 + 1 ≤ 5 (e = 0.9).
    expect(throttleVerdict(3, 10, LIMIT, 0.5).retryAfterSeconds).toBe(24);
    // A single-use limit waits out this window and the next.
    expect(throttleVerdict(2, 0, { max: 1, windowMs: MINUTE }, 0.5).retryAfterSeconds).toBe(90);
  });
});

describe('the address a per-address limit counts', () => {
  it('is an IPv4 address whole, mapped or not, and an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describe.each(testDatabases())('throttles on $name', ({ dialect }) => {
  let database: TestDatabase;
  let otherProcess: Db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    otherProcess = createDatabase(database.config, { poolSize: 4 });
  });
  afterAll(async () => {
    await otherProcess.destroy();
    await database.drop();
  });

  it('lets exactly max of many parallel hits through, from two connection pools', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        hitThrottle(i % 2 ? otherProcess : database.db, 'parallel', LIMIT, T0 + 1000),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('does not let a second burst through right after a window boundary', async () => {
    for (let i = 0; i < 5; i++)
      expect((await hitThrottle(database.db, 'edge', LIMIT, T0 - 500)).allowed).toBe(true);
    const after = await hitThrottle(database.db, 'edge', LIMIT, T0 + 500);
    expect(after.allowed).toBe(false);
    expect(after.retryAfterSeconds).toBeGreaterThan(0);
    // Two windows later nothing counts any more.
    expect((await hitThrottle(database.db, 'edge', LIMIT, T0 + 2 * MINUTE)).allowed).toBe(true);
  });

  it('keeps keys apart and forgets a key when told', async () => {
    for (let i = 0; i < 6; i++) await hitThrottle(database.db, 'a', LIMIT, T0);
    expect((await hitThrottle(database.db, 'b', LIMIT, T0)).allowed).toBe(true);
    expect((await hitThrottle(database.db, 'a', LIMIT, T0)).allowed).toBe(false);
    await resetThrottle(database.db, 'a');
    expect((await hitThrottle(database.db, 'a', LIMIT, T0)).allowed).toBe(true);
  });

  it('sweeps the windows nobody reads any more', async () => {
    await hitThrottle(database.db, 'old', LIMIT, T0 - 10 * MINUTE);
    await hitThrottle(database.db, 'recent', LIMIT, T0);
    await sweepThrottles(database.db, T0);
    const keys = await database.db
      .selectFrom('throttles')
      .select('key')
      .where('key', 'in', ['old', 'recent'])
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['recent']);
  });
});
