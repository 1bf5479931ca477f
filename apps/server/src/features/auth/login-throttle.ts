import type { Db } from '../../db/database.ts';

declare module '../../db/schema.ts' {
  interface Database {
    /** Sign-in attempt counters (migration 0005-admin-api). */
    login_throttles: { key: string; hits: number; reset_at: string };
  }
}

/** 5 attempts a minute for one account, 20 a minute from one address (ARCHITECTURE: 429). */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 60_000 },
  address: { max: 20, windowMs: 60_000 },
} as const;

export type ThrottleKey = { key: string; max: number; windowMs: number };

export function loginThrottleKeys(email: string, ip: string): ThrottleKey[] {
  return [
    { key: `login:email:${email.toLowerCase()}`, ...LOGIN_LIMITS.account },
    { key: `login:ip:${ip}`, ...LOGIN_LIMITS.address },
  ];
}

/** Seconds until every key is under its limit again; 0 when none is reached. */
export async function secondsUntilAllowed(db: Db, keys: ThrottleKey[]): Promise<number> {
  const now = Date.now();
  const rows = await db
    .selectFrom('login_throttles')
    .selectAll()
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
  let wait = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)!;
    const resetAt = Date.parse(row.reset_at);
    if (resetAt > now && row.hits >= limit.max) wait = Math.max(wait, Math.ceil((resetAt - now) / 1000));
  }
  return wait;
}

/** Counts one attempt against each key; a window that has passed starts again at 1. */
export async function countAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  const now = Date.now();
  for (const { key, windowMs } of keys) {
    const resetAt = new Date(now + windowMs).toISOString();
    await db
      .insertInto('login_throttles')
      .values({ key, hits: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          hits: eb
            .case()
            .when('login_throttles.reset_at', '<=', new Date(now).toISOString())
            .then(1)
            .else(eb('login_throttles.hits', '+', 1))
            .end(),
          reset_at: eb
            .case()
            .when('login_throttles.reset_at', '<=', new Date(now).toISOString())
            .then(resetAt)
            .else(eb.ref('login_throttles.reset_at'))
            .end(),
        })),
      )
      .execute();
  }
}

export async function clearAttempts(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
}
