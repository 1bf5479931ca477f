import { describe, expect, it } from 'vitest';
import { navEntries } from './nav-entries.ts';

const allPages = { contact: true, gallery: true, video: true, cyclorama: true };
const all = { cyclorama: true, virtualTours: true, withMenu: true, pages: allPages };

describe('navEntries', () => {
  it('lists the header entries in the spec order', () => {
    expect(navEntries(all).map((entry) => entry.key)).toEqual([
      'cyclorama',
      'orbital',
      'virtualTours',
      'gallery',
      'video',
      'contact',
    ]);
  });

  it('hides the cyclorama and tours when unavailable and contact when its page is inactive', () => {
    const keys = navEntries({
      ...all,
      cyclorama: false,
      virtualTours: false,
      pages: { ...allPages, contact: false },
    }).map((e) => e.key);
    expect(keys).toEqual(['orbital', 'gallery', 'video']);
  });

  it('keeps only the orbital pages when with-menu is off', () => {
    expect(navEntries({ ...all, withMenu: false }).map((entry) => entry.key)).not.toContain('gallery');
  });

  it('leaves out the gallery, video and cyclorama when staff switched their page off', () => {
    const keys = navEntries({
      ...all,
      pages: { contact: true, gallery: false, video: false, cyclorama: false },
    }).map((entry) => entry.key);
    expect(keys).toEqual(['orbital', 'virtualTours', 'contact']);
  });
});
