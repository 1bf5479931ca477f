import { describe, expect, it } from 'vitest';
import { isCountedVisit, ZBeaconBatch, ZViewedUnitIds } from './visitor-events.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('beacon batches', () => {
  it('accepts the kinds the browser reports, with their unit', () => {
    const batch = ZBeaconBatch.parse({
      events: [
        { kind: 'unit_opened', unit_id: 4 },
        { kind: 'favourite_added', unit_id: 4 },
        { kind: 'comparison_opened' },
      ],
    });
    expect(batch.events).toHaveLength(3);
  });

  it.each([
    ['an unknown kind', { events: [{ kind: 'purchase', unit_id: 1 }] }],
    ['a kind only the server counts', { events: [{ kind: 'visit' }] }],
    ['a unit opened without its unit', { events: [{ kind: 'unit_opened' }] }],
    ['an id that is no id', { events: [{ kind: 'unit_opened', unit_id: -3 }] }],
    ['an extra field', { events: [{ kind: 'unit_opened', unit_id: 1, email: 'a@b.c' }] }],
    ['an empty batch', { events: [] }],
    ['too many events', { events: Array.from({ length: 21 }, () => ({ kind: 'unit_opened', unit_id: 1 })) }],
  ])('refuses %s', (_name, body) => {
    expect(ZBeaconBatch.safeParse(body).success).toBe(false);
  });
});

describe('viewed units sent with a form', () => {
  it.each([
    [
      [3, 5, 3],
      [3, 5],
    ],
    ['3, 5,7', [3, 5, 7]],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (sent, expected) => {
    expect(ZViewedUnitIds.parse(sent)).toEqual(expected);
  });

  it('refuses more than 30 units and ids that are not ids', () => {
    expect(ZViewedUnitIds.safeParse(Array.from({ length: 31 }, (_, i) => i + 1)).success).toBe(false);
    expect(ZViewedUnitIds.safeParse('1,abc').success).toBe(false);
  });
});

describe('what counts as a visit', () => {
  it.each([
    ['a browser arriving without referer', { userAgent: CHROME }, true],
    [
      'a browser arriving from a search engine',
      { userAgent: CHROME, referer: 'https://www.google.com/' },
      true,
    ],
    [
      'a page opened from the site itself',
      { userAgent: CHROME, referer: 'https://tilleuls.test/contact' },
      false,
    ],
    ['a robot', { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, false],
    ['a link preview', { userAgent: 'facebookexternalhit/1.1' }, false],
    ['no user agent', {}, false],
    ['a prefetch', { userAgent: CHROME, purpose: 'prefetch' }, false],
  ])('%s → %s', (_name, facts, counted) => {
    expect(isCountedVisit({ host: 'tilleuls.test', ...facts })).toBe(counted);
  });
});
