import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/database.ts';

/**
 * The proof of work a visitor's browser does before a public form is accepted: about 4,000
 * PBKDF2 rounds of 100 iterations on average (a fraction of a second on a laptop, about a
 * second on a phone), trivial for the server to check.
 */
export const ALTCHA_PARAMETERS = { algorithm: 'PBKDF2/SHA-256', cost: 100, keyPrefix: '000' } as const;
export const ALTCHA_TTL_SECONDS = 10 * 60;

/** A new signed challenge that expires in ALTCHA_TTL_SECONDS. */
export function createAltchaChallenge(hmacKey: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    ...ALTCHA_PARAMETERS,
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: new Date(now + ALTCHA_TTL_SECONDS * 1000),
  });
}

/** The token the browser sends: base64 JSON `{ challenge, solution }` (the ALTCHA widget's payload). */
export function parseAltchaToken(token: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const parameters = payload?.challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || typeof parameters.expiresAt !== 'number') return null;
    if (typeof payload.solution?.counter !== 'number' || typeof payload.solution.derivedKey !== 'string')
      return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * Whether a token solves a challenge this server signed, before its expiry, for the first time.
 * Spent solutions are stored until their challenge expires, so several server processes sharing
 * the database refuse a replay too (the insert is the atomic check).
 */
export async function verifyAltchaToken(db: Db, hmacKey: string, token: string): Promise<boolean> {
  const payload = parseAltchaToken(token);
  if (!payload) return false;
  const { challenge, solution } = payload;
  if (challenge.parameters.algorithm !== ALTCHA_PARAMETERS.algorithm) return false;
  let verified = false;
  try {
    ({ verified } = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey }));
  } catch {
    return false;
  }
  if (!verified) return false;

  const now = new Date().toISOString();
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
  const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000).toISOString();
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({ key: challenge.parameters.nonce.slice(0, 128), expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}
