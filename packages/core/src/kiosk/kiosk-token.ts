/**
 * The signed kiosk tokens (issue 15 point 4), pure: the server signs and checks the signature with
 * its secret (features/kiosk/kiosk-signer.ts); this module only knows their shape and their rules.
 *
 * A `link` token is what the back office hands out (`/kiosk/open?token=…`): it works on its site's
 * Host until it expires. Opening it gives the browser a `pass` token in a cookie, which keeps that
 * browser in kiosk mode for a year. Both read `v1.{kind}.{site id}.{expiry, seconds, base 36}.{signature}`.
 */

export type KioskTokenKind = 'link' | 'pass';

export interface KioskClaims {
  kind: KioskTokenKind;
  siteId: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Why a token is refused: not a token, not ours, too old, another site's, or the other kind. */
export type KioskTokenProblem = 'malformed' | 'forged' | 'expired' | 'other-site' | 'wrong-kind';

export type KioskTokenCheck = { ok: true; claims: KioskClaims } | { ok: false; problem: KioskTokenProblem };

/** Signs a token's body: the server's HMAC, base64url. */
export type KioskSign = (body: string) => string;

const VERSION = 'v1';
const KINDS: readonly string[] = ['link', 'pass'] satisfies KioskTokenKind[];
const DAY_S = 24 * 3600;
/** The cookie holding a browser's pass: read by the server, its presence seen by the public site. */
export const KIOSK_COOKIE = 'vitrine-kiosk';
/** How long a browser stays in kiosk mode after opening a link. */
export const KIOSK_PASS_DAYS = 365;
/** A link's validity: the back office offers 1 to 90 days, 7 by default. */
export const KIOSK_LINK_DAYS = { min: 1, max: 90, default: 7 } as const;

/** The signed part of a token. */
export function kioskTokenBody(claims: KioskClaims): string {
  return [VERSION, claims.kind, String(claims.siteId), claims.expiresAt.toString(36)].join('.');
}

export function signKioskToken(claims: KioskClaims, sign: KioskSign): string {
  const body = kioskTokenBody(claims);
  return `${body}.${sign(body)}`;
}

/** The claims of a link valid `days` days from `nowMs`, or of a pass. */
export function kioskClaims(kind: KioskTokenKind, siteId: number, nowMs: number, days: number): KioskClaims {
  return { kind, siteId, expiresAt: Math.floor(nowMs / 1000) + Math.round(days * DAY_S) };
}

/** Compares without stopping at the first difference (no timing hint about the signature). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

function parse(token: string): { claims: KioskClaims; body: string; signature: string } | null {
  if (token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [version, kind, site, expiry, signature] = parts as [string, string, string, string, string];
  if (version !== VERSION || !KINDS.includes(kind)) return null;
  if (!/^[1-9]\d{0,9}$/.test(site) || !/^[0-9a-z]{1,8}$/.test(expiry) || !/^[\w-]{16,}$/.test(signature))
    return null;
  const claims = {
    kind: kind as KioskTokenKind,
    siteId: Number(site),
    expiresAt: Number.parseInt(expiry, 36),
  };
  return { claims, body: parts.slice(0, 4).join('.'), signature };
}

/**
 * Whether `token` is a valid `kind` token of the site `siteId` at `nowMs`; the signature is
 * checked before anything it claims is believed.
 */
export function checkKioskToken(
  token: string,
  expected: { kind: KioskTokenKind; siteId: number; nowMs: number; sign: KioskSign },
): KioskTokenCheck {
  const parsed = parse(token);
  if (!parsed) return { ok: false, problem: 'malformed' };
  if (!sameText(parsed.signature, expected.sign(parsed.body))) return { ok: false, problem: 'forged' };
  const { claims } = parsed;
  if (claims.kind !== expected.kind) return { ok: false, problem: 'wrong-kind' };
  if (claims.expiresAt * 1000 <= expected.nowMs) return { ok: false, problem: 'expired' };
  if (claims.siteId !== expected.siteId) return { ok: false, problem: 'other-site' };
  return { ok: true, claims };
}
