import { describe, expect, it } from 'vitest';
import { mayChangeSetting, mayDeleteUser, mayWrite } from './permissions.ts';

const root = { id: 1, role: 1 };
const admin = { id: 2, role: 2 };
const user = { id: 4, role: 4 };

describe('who may change a setting (features/resources/README.md)', () => {
  it.each([
    ['a corporation’s', { corporation_id: 1, name: 'main-color' }, [true, false, false]],
    [
      'a corporation’s price confirmation threshold',
      { corporation_id: 1, name: 'price-change-confirm-percent' },
      [true, true, false],
    ],
    ['a domain’s', { domain_id: 1 }, [true, true, false]],
    ['the user’s own', { user_id: 4 }, [true, true, true]],
    ['another user’s', { user_id: 9 }, [true, true, false]],
  ] as const)('%s: root, admin, user', (_owner, setting, expected) => {
    expect([root, admin, user].map((actor) => mayChangeSetting(actor, setting))).toEqual(expected);
  });
});

describe('who may delete an account', () => {
  it('is an admin or root, never on their own account', () => {
    expect(mayDeleteUser(admin, { id: 7 })).toBe(true);
    expect(mayDeleteUser(admin, { id: 2 })).toBe(false);
    expect(mayDeleteUser(root, { id: 1 })).toBe(false);
    expect(mayDeleteUser(user, { id: 7 })).toBe(false);
  });
});

describe('the role table', () => {
  it.each([
    [user, 'files', 'create', false],
    [admin, 'files', 'create', true],
    [user, 'units', 'update', true],
    [user, 'units', 'delete', false],
    [admin, 'projects', 'create', false],
    [root, 'corporations', 'delete', true],
  ] as const)('%o %s %s → %s', (actor, resource, action, expected) => {
    expect(mayWrite(actor, resource, action)).toBe(expected);
  });
});
