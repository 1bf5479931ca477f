import { describe, expect, it } from 'vitest';
import { checkKioskToken, kioskClaims, signKioskToken } from './kiosk-token.ts';

/** A stand-in for the server's HMAC (this module only compares what the signer gives). */
const signerOf = (secret: string) => (body: string) => {
  let hash = 2166136261;
  for (const char of `${secret}:${body}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash.toString(36).padStart(7, '0').repeat(3);
};
const sign = signerOf('a secret of the test');
const otherSecret = signerOf('someone else');
const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);
const DAY = 24 * 3600 * 1000;
const link = signKioskToken(kioskClaims('link', 4, NOW, 7), sign);

describe('a kiosk link token', () => {
  it('opens a kiosk of its site until it expires', () => {
    const check = checkKioskToken(link, { kind: 'link', siteId: 4, nowMs: NOW + 6 * DAY, sign });
    expect(check).toEqual({
      ok: true,
      claims: { kind: 'link', siteId: 4, expiresAt: NOW / 1000 + 7 * 24 * 3600 },
    });
  });

  it.each([
    { case: 'after its expiry', token: link, siteId: 4, at: NOW + 7 * DAY, problem: 'expired' },
    { case: 'on another site’s Host', token: link, siteId: 5, at: NOW, problem: 'other-site' },
    {
      case: 'signed with another secret',
      token: signKioskToken(kioskClaims('link', 4, NOW, 7), otherSecret),
      siteId: 4,
      at: NOW,
      problem: 'forged',
    },
    {
      case: 'with its site changed',
      token: link.replace('.4.', '.5.'),
      siteId: 5,
      at: NOW,
      problem: 'forged',
    },
    {
      case: 'with its expiry pushed back',
      token: link.replace(/\.([0-9a-z]+)\.([\w-]+)$/, (_all, _expiry, signature) => `.zzzzzz.${signature}`),
      siteId: 4,
      at: NOW,
      problem: 'forged',
    },
    {
      case: 'when it is a pass',
      token: signKioskToken(kioskClaims('pass', 4, NOW, 365), sign),
      siteId: 4,
      at: NOW,
      problem: 'wrong-kind',
    },
    { case: 'when it is not a token', token: 'hello', siteId: 4, at: NOW, problem: 'malformed' },
    { case: 'when empty', token: '', siteId: 4, at: NOW, problem: 'malformed' },
    {
      case: 'with a made-up version',
      token: link.replace('v1.', 'v2.'),
      siteId: 4,
      at: NOW,
      problem: 'malformed',
    },
    {
      case: 'when far too long',
      token: `${link}${'a'.repeat(300)}`,
      siteId: 4,
      at: NOW,
      problem: 'malformed',
    },
  ])('is refused $case: $problem', ({ token, siteId, at, problem }) => {
    expect(checkKioskToken(token, { kind: 'link', siteId, nowMs: at, sign })).toEqual({ ok: false, problem });
  });
});

describe('a kiosk pass', () => {
  it('keeps a browser in kiosk mode for a year, and is no link', () => {
    const pass = signKioskToken(kioskClaims('pass', 4, NOW, 365), sign);
    expect(checkKioskToken(pass, { kind: 'pass', siteId: 4, nowMs: NOW + 364 * DAY, sign }).ok).toBe(true);
    expect(checkKioskToken(pass, { kind: 'pass', siteId: 4, nowMs: NOW + 365 * DAY, sign })).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(checkKioskToken(link, { kind: 'pass', siteId: 4, nowMs: NOW, sign })).toEqual({
      ok: false,
      problem: 'wrong-kind',
    });
  });
});
