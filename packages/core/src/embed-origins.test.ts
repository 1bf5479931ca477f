import { describe, expect, it } from 'vitest';
import { frameAncestorsOf, isListedOrigin, normalizeOrigin } from './embed-origins.ts';
import { embedEvent, readEmbedCommand, ZEmbedEvent, ZEmbedOriginsInput } from './schemas/embed.ts';

describe('an embed origin', () => {
  it.each([
    ['https://www.promoteur.be', 'https://www.promoteur.be'],
    ['https://WWW.Promoteur.BE/', 'https://www.promoteur.be'],
    ['  http://localhost:3000 ', 'http://localhost:3000'],
    ['https://promoteur.be:443', 'https://promoteur.be'],
    ['http://127.0.0.1:8081', 'http://127.0.0.1:8081'],
  ])('reads %s as %s', (text, origin) => {
    expect(normalizeOrigin(text)).toBe(origin);
  });

  it.each([
    'promoteur.be',
    'https://promoteur.be/page',
    'https://promoteur.be?x=1',
    'https://promoteur.be#top',
    'https://*.promoteur.be',
    'https://user:pw@promoteur.be',
    'ftp://promoteur.be',
    'javascript:alert(1)',
    '*',
    "'self'",
    'https://promoteur.be https://evil.test',
    '',
  ])('refuses %j', (text) => {
    expect(normalizeOrigin(text)).toBeNull();
  });

  it('is listed only when it is exactly one of the listed origins', () => {
    const listed = ['https://www.promoteur.be', 'http://localhost:3000'];
    expect(isListedOrigin('https://www.promoteur.be', listed)).toBe(true);
    expect(isListedOrigin('http://localhost:3000', listed)).toBe(true);
    expect(isListedOrigin('http://www.promoteur.be', listed)).toBe(false);
    expect(isListedOrigin('https://www.promoteur.be.evil.test', listed)).toBe(false);
    expect(isListedOrigin('http://localhost:3001', listed)).toBe(false);
    expect(isListedOrigin('null', listed)).toBe(false);
    expect(isListedOrigin(undefined, listed)).toBe(false);
  });

  it("gives frame-ancestors the listed origins, or 'none' without any", () => {
    expect(frameAncestorsOf(['https://a.be', 'http://localhost:3000'])).toBe(
      'https://a.be http://localhost:3000',
    );
    expect(frameAncestorsOf([])).toBe("'none'");
  });

  it('refuses a list with a bad origin under its index, with the French message', () => {
    const parsed = ZEmbedOriginsInput.safeParse({ origins: ['https://ok.be', 'https://bad.be/path'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['origins.1']);
  });
});

describe('the embed messages (version 1)', () => {
  it('reads the two commands', () => {
    expect(readEmbedCommand({ source: 'vitrine', version: 1, type: 'open-unit', unit_id: 12 })).toEqual({
      source: 'vitrine',
      version: 1,
      type: 'open-unit',
      unit_id: 12,
    });
    expect(
      readEmbedCommand({
        source: 'vitrine',
        version: 1,
        type: 'apply-filter',
        filter: { bedrooms: [2, 3], price: [0, 300000] },
      }),
    ).toMatchObject({ type: 'apply-filter', filter: { bedrooms: [2, 3], price: [0, 300000] } });
  });

  it("ignores other scripts' messages and calls ours of a wrong shape or version invalid", () => {
    expect(readEmbedCommand('hello')).toBeNull();
    expect(readEmbedCommand({ type: 'open-unit', unit_id: 1 })).toBeNull();
    expect(readEmbedCommand({ source: 'vitrine', version: 2, type: 'open-unit', unit_id: 1 })).toBe(
      'invalid',
    );
    expect(readEmbedCommand({ source: 'vitrine', version: 1, type: 'open-unit', unit_id: -1 })).toBe(
      'invalid',
    );
    expect(readEmbedCommand({ source: 'vitrine', version: 1, type: 'delete-all' })).toBe('invalid');
    expect(
      readEmbedCommand({ source: 'vitrine', version: 1, type: 'apply-filter', filter: { price: 'cheap' } }),
    ).toBe('invalid');
  });

  it('wraps events in the versioned envelope the schema describes', () => {
    const event = embedEvent<'lead-sent'>({ type: 'lead-sent', form: 'contact', unit_id: null });
    expect(event).toEqual({
      source: 'vitrine',
      version: 1,
      type: 'lead-sent',
      form: 'contact',
      unit_id: null,
    });
    expect(ZEmbedEvent.safeParse(event).success).toBe(true);
  });
});
