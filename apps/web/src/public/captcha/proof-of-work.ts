import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Gives up after this long: the server would refuse an expired challenge anyway. */
export const SOLVE_TIMEOUT_MS = 60_000;

/** Solves an ALTCHA challenge with WebCrypto (in whatever thread calls it). */
export function solveProofOfWork(challenge: Challenge): Promise<Solution | null> {
  return solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}

/** The form token the server expects: base64 JSON `{ challenge, solution }`, as the ALTCHA widget sends it. */
export function altchaToken(challenge: Challenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}
