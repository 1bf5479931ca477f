// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFavouritesEvent } from '../favourites/favourites-store.ts';
import { flushVisitorEvents } from './visitor-events.ts';

afterEach(() => vi.unstubAllGlobals());

describe('favourites in the site’s analytics', () => {
  it('counts a favourite added and a comparison opened, not a favourite removed nor a comparison shared', async () => {
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    reportFavouritesEvent({ kind: 'favourite_added', unitId: 12 });
    reportFavouritesEvent({ kind: 'favourite_removed', unitId: 12 });
    reportFavouritesEvent({ kind: 'comparison_opened', unitIds: [12, 13] });
    reportFavouritesEvent({ kind: 'comparison_shared', unitIds: [12, 13] });
    // the beacon code loads with the first counted event
    await vi.waitFor(() => {
      flushVisitorEvents();
      expect(sendBeacon.mock.calls.flatMap(([, body]) => JSON.parse(String(body)).events)).toEqual([
        { kind: 'favourite_added', unit_id: 12 },
        { kind: 'comparison_opened' },
      ]);
    });
  });
});
