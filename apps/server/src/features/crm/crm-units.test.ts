import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './crm-http.ts';
import {
  CredentialsUnreadableError,
  crmKeyOf,
  decryptCredentials,
  encryptCredentials,
} from './crm-secrets.ts';
import { trackingOf } from './lead-push.ts';
import { bedroomsOf, canonicalTime } from './lot-sync.ts';
import { adleadSignature } from './providers/adlead.ts';
import { mapStatus, parseStatusMap } from './status-mapping.ts';

describe('CRM credentials encryption', () => {
  const key = crmKeyOf({
    crmEncryptionKey: 'a-key-of-at-least-thirty-two-characters',
    storageDir: '/unused',
  });

  it('reads back what it wrote, and the ciphertext shows nothing of it', () => {
    const envelope = encryptCredentials(key, 'crm:1:adlead', { apiKey: 'secret-api-key' });
    expect(envelope).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(envelope).not.toContain('secret');
    expect(decryptCredentials(key, 'crm:1:adlead', envelope)).toEqual({ apiKey: 'secret-api-key' });
    expect(encryptCredentials(key, 'crm:1:adlead', { apiKey: 'secret-api-key' })).not.toBe(envelope);
  });

  it('refuses another key, another connection, or a tampered ciphertext', () => {
    const envelope = encryptCredentials(key, 'crm:1:adlead', { apiKey: 'k' });
    const otherKey = crmKeyOf({
      crmEncryptionKey: 'another-key-of-at-least-thirty-two-chars',
      storageDir: '/unused',
    });
    expect(() => decryptCredentials(otherKey, 'crm:1:adlead', envelope)).toThrow(CredentialsUnreadableError);
    expect(() => decryptCredentials(key, 'crm:2:adlead', envelope)).toThrow(CredentialsUnreadableError);
    const parts = envelope.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(() => decryptCredentials(key, 'crm:1:adlead', parts.join('.'))).toThrow(
      CredentialsUnreadableError,
    );
    expect(() => decryptCredentials(key, 'crm:1:adlead', 'plain text')).toThrow(CredentialsUnreadableError);
  });

  it('generates its key once under data/ when CRM_ENCRYPTION_KEY is not set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-crm-key-'));
    try {
      const config = { crmEncryptionKey: null, storageDir: join(dir, 'storage') };
      const first = crmKeyOf(config);
      expect(first).toHaveLength(32);
      expect(crmKeyOf(config).equals(first)).toBe(true);
      expect(readFileSync(join(dir, 'crm-encryption-key'), 'utf8').trim()).toHaveLength(64);
      expect(statSync(join(dir, 'crm-encryption-key')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('status mapping', () => {
  it.each([
    ['available', 1],
    ['Available', 1],
    ['reserved', 3],
    ['option', 3],
    ['sold', 2],
    [' SOLD ', 2],
    ['frozen', undefined],
  ])('maps %j to %j by default', (word, id) => {
    expect(mapStatus(word)).toBe(id);
  });

  it('lets a project override a word or add one', () => {
    const override = { Option: 8, frozen: 7 };
    expect(mapStatus('option', override)).toBe(8);
    expect(mapStatus('frozen', override)).toBe(7);
    expect(mapStatus('sold', override)).toBe(2);
  });

  it('reads a stored override, and treats an unreadable one as none', () => {
    expect(parseStatusMap('{"option":8}')).toEqual({ option: 8 });
    expect(parseStatusMap('{"option":"x"}')).toEqual({});
    expect(parseStatusMap('not json')).toEqual({});
    expect(parseStatusMap(null)).toEqual({});
  });
});

describe('CRM call helpers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('reads the room count the public site labels ST/T2/T3 from a French typology', () => {
    expect(['T1', 'T2', 't3', 'T5 duplex', 'studio', 'ST', 'parking', null].map(bedroomsOf)).toEqual([
      1, 2, 3, 5, 1, 1, 0, 0,
    ]);
  });

  it('writes provider times in one canonical form, and drops unreadable ones', () => {
    expect(canonicalTime('2026-02-01T10:00:00+01:00')).toBe('2026-02-01T09:00:00.000Z');
    expect(canonicalTime('yesterday')).toBeNull();
    expect(canonicalTime(null)).toBeNull();
  });

  it('takes the tracking of a lead from the utm parameters of its page', () => {
    expect(trackingOf('https://x.test/a?utm_source=google&utm_medium=cpc&utm_campaign=launch')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'launch',
    });
    expect(trackingOf(null)).toEqual({ source: 'vitrine', medium: 'website', campaign: null });
    expect(trackingOf('not a url')).toEqual({ source: 'vitrine', medium: 'website', campaign: null });
  });

  it('signs Adlead webhooks with HMAC-SHA256 of the raw body (known vector)', () => {
    // RFC 4231 test case 2.
    expect(adleadSignature('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
