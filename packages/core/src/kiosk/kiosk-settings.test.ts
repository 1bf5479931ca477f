import { describe, expect, it } from 'vitest';
import { isKioskSite, kioskIdleMs } from './kiosk-settings.ts';

const settings = (entries: Record<string, string | null>) =>
  Object.entries(entries).map(([name, value]) => ({ name, value }));

describe('a site’s kiosk settings', () => {
  it.each([
    { kiosk: '1', on: true },
    { kiosk: '0', on: false },
    { kiosk: '', on: false },
    { kiosk: null, on: false },
  ])('reads kiosk=$kiosk as on: $on', ({ kiosk, on }) => {
    expect(isKioskSite(settings({ kiosk }))).toBe(on);
  });

  it('is off on a site that never set it', () => {
    expect(isKioskSite([])).toBe(false);
    expect(isKioskSite(null)).toBe(false);
  });

  it.each([
    { minutes: null, ms: 180_000, why: 'the default, 3 minutes, when absent' },
    { minutes: '10', ms: 600_000, why: 'whole minutes' },
    { minutes: '0.5', ms: 30_000, why: 'half a minute' },
    { minutes: '0.1', ms: 6_000, why: 'six seconds (the browser test’s delay)' },
    { minutes: '0.01', ms: 5_000, why: 'never under 5 seconds' },
    { minutes: '600', ms: 7_200_000, why: 'never over 2 hours' },
    { minutes: '0', ms: 180_000, why: 'the default for zero' },
    { minutes: '-2', ms: 180_000, why: 'the default for a negative delay' },
    { minutes: 'trois', ms: 180_000, why: 'the default for words' },
  ])('waits $ms ms for $minutes: $why', ({ minutes, ms }) => {
    expect(kioskIdleMs(settings({ 'kiosk-idle-minutes': minutes }))).toBe(ms);
  });
});

describe('the kiosk settings in the catalogue', () => {
  it('starts a new site off, waiting the same default delay the public site reads', async () => {
    const { createdSettings } = await import('../settings-catalogue.ts');
    const { KIOSK_IDLE_DEFAULT_MINUTES } = await import('./kiosk-settings.ts');
    const rows = createdSettings('domain');
    expect(rows).toContainEqual({ name: 'kiosk', type: 'text', value: '0' });
    expect(rows).toContainEqual({
      name: 'kiosk-idle-minutes',
      type: 'text',
      value: String(KIOSK_IDLE_DEFAULT_MINUTES),
    });
  });
});
