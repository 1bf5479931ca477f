import type { Db } from '../../db/database.ts';
import { addressKey, hitThrottles, resetThrottle, type ThrottleVerdict } from '../../security/throttle.ts';

/** 5 attempts a minute for one account, 20 a minute from one address or IPv6 /64 (ARCHITECTURE: 429). */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 60_000 },
  address: { max: 20, windowMs: 60_000 },
} as const;

const accountKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;

/**
 * Counts a sign-in attempt against its account and its address before the password is checked,
 * so parallel attempts, on any server process, cannot all slip under the limit.
 */
export function countSignInAttempt(db: Db, email: string, address: string): Promise<ThrottleVerdict> {
  return hitThrottles(db, [
    { key: accountKey(email), limit: LOGIN_LIMITS.account },
    { key: `login:ip:${addressKey(address)}`, limit: LOGIN_LIMITS.address },
  ]);
}

/** A successful sign-in forgets its account's failed attempts (not its address's). */
export function forgetSignInAttempts(db: Db, email: string): Promise<void> {
  return resetThrottle(db, accountKey(email));
}
