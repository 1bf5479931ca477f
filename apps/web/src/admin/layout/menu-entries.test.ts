import { describe, expect, it } from 'vitest';
import { homePathFor, menuEntries } from './menu-entries.ts';

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);
const none = { domainId: null, projectId: null };

describe('side menu', () => {
  it('shows Corporations to root', () => {
    expect(keys(menuEntries({ role: 1, corporation_id: null }, none))).toEqual([
      'corporations',
      'projects',
      'units',
      'contacts',
      'analytics',
      'settings',
      'users',
    ]);
  });

  it('shows a single Corporation link to a user of a corporation', () => {
    const entries = menuEntries({ role: 2, corporation_id: 4 }, none);
    expect(keys(entries)[0]).toBe('corporation');
    expect(entries[0]?.to).toBe('/admin/corporation/4');
    expect(keys(entries)).not.toContain('corporations');
  });

  it('adds Galerie, Videos and Tours once a domain is loaded, Categories and Status once a project is', () => {
    expect(keys(menuEntries({ role: 4, corporation_id: 1 }, { domainId: 2, projectId: null }))).toEqual(
      expect.arrayContaining(['gallery', 'videos', 'tours']),
    );
    const withProject = keys(menuEntries({ role: 4, corporation_id: 1 }, { domainId: 2, projectId: 5 }));
    expect(withProject).toEqual(expect.arrayContaining(['categories', 'statuses']));
  });

  it('sends root home to the corporations list and others to their corporation', () => {
    expect(homePathFor({ role: 1, corporation_id: null })).toBe('/admin/corporations');
    expect(homePathFor({ role: 2, corporation_id: 3 })).toBe('/admin/corporation/3');
  });
});
