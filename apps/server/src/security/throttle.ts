import { isIP } from 'node:net';
import type { Db } from '../db/database.ts';

/** At most `max` hits per `windowMs` for one key. */
export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

export interface ThrottleVerdict {
  allowed: boolean;
  /** When refused: seconds before a next hit would be allowed (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
  /** Hits counted over the last window (sliding estimate, rounded up). */
  hits: number;
  /** Milliseconds until the current window ends. */
  windowLeftMs: number;
}

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Counts one hit on `key`, then tells whether it is allowed: count first, so that hits racing in
 * parallel, on any server process sharing the database, each see a distinct count (one atomic
 * upsert). The limit applies to a sliding estimate, `previous window × its share still inside the
 * last windowMs + this window`, so a burst cannot pass twice across a window boundary.
 */
export async function hitThrottle(
  db: Db,
  key: string,
  limit: ThrottleLimit,
  now = Date.now(),
): Promise<ThrottleVerdict> {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  const windowStart = new Date(start).toISOString();
  const previousStart = new Date(start - limit.windowMs).toISOString();
  const row = await db
    .insertInto('throttles')
    .values({
      key,
      window_start: windowStart,
      count: 1,
      expires_at: new Date(start + 2 * limit.windowMs).toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('throttles.count', '+', 1) })),
    )
    .returning((eb) => [
      'count',
      eb
        .selectFrom('throttles as previous')
        .select('previous.count')
        .where('previous.key', '=', key)
        .where('previous.window_start', '=', previousStart)
        .as('previous'),
    ])
    .executeTakeFirstOrThrow();
  await sweepNowAndThen(db, now);
  return throttleVerdict(row.count, row.previous ?? 0, limit, (now - start) / limit.windowMs);
}

/** Counts one hit on each key; allowed only when every key allows it. */
export async function hitThrottles(
  db: Db,
  hits: { key: string; limit: ThrottleLimit }[],
  now = Date.now(),
): Promise<ThrottleVerdict> {
  const verdicts = await Promise.all(hits.map(({ key, limit }) => hitThrottle(db, key, limit, now)));
  return {
    allowed: verdicts.every((verdict) => verdict.allowed),
    retryAfterSeconds: Math.max(0, ...verdicts.map((verdict) => verdict.retryAfterSeconds)),
    hits: Math.max(0, ...verdicts.map((verdict) => verdict.hits)),
    windowLeftMs: Math.max(0, ...verdicts.map((verdict) => verdict.windowLeftMs)),
  };
}

/** Forgets every hit on `key` (a successful sign-in clears its account's failures). */
export async function resetThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}

/** Deletes the windows nobody reads any more. */
export async function sweepThrottles(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('throttles').where('expires_at', '<', new Date(now).toISOString()).execute();
}

async function sweepNowAndThen(db: Db, now: number): Promise<void> {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await sweepThrottles(db, now);
}

/**
 * `count` hits in this window (this one included), `previous` in the window before, `elapsed` the
 * share of this window gone (0 ≤ elapsed < 1).
 */
export function throttleVerdict(
  count: number,
  previous: number,
  { max, windowMs }: ThrottleLimit,
  elapsed: number,
): ThrottleVerdict {
  const windowLeftMs = Math.ceil((1 - elapsed) * windowMs);
  const estimate = previous * (1 - elapsed) + count;
  const hits = Math.ceil(estimate);
  if (estimate <= max) return { allowed: true, retryAfterSeconds: 0, hits, windowLeftMs };
  // When would one more hit pass, if none came meanwhile? In this window once the previous
  // window's share has faded enough; otherwise in the next one, where this count is the previous.
  let waitMs: number;
  if (count + 1 <= max && previous > 0) waitMs = (1 - (max - count - 1) / previous - elapsed) * windowMs;
  else waitMs = windowLeftMs + (1 - (max - 1) / count) * windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), hits, windowLeftMs };
}

/**
 * The part of a client address a per-address limit counts: an IPv6 address by its /64 (one
 * subscriber's network, whose addresses cost nothing to rotate; @fastify/rate-limit does the same),
 * an IPv4 one (mapped or not) whole.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.toLowerCase().split('%')[0]!;
  if (isIP(address) !== 6) return address;
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
