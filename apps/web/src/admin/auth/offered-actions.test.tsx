// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { TSetting } from '@vitrine/core';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GalleryPage } from '../resources/gallery/GalleryPage.tsx';
import { SettingRow } from '../resources/settings/SettingRow.tsx';
import { UserList } from '../resources/users/UserList.tsx';
import { buildUser, jsonAnswer, renderAdmin, setUpAdminScreenTests } from '../test/render-admin.tsx';

function setting(owner: Partial<TSetting>): TSetting {
  return { id: 3, name: 'main-color', type: 'text', value: '#ffffff', image: null, ...owner };
}

setUpAdminScreenTests();

describe('the actions offered to the signed-in user', () => {
  it.each([
    ['root', 1, { corporation_id: 1 }, true],
    ['an admin', 2, { corporation_id: 1 }, false],
    ['an admin', 2, { domain_id: 1 }, true],
    ['a user', 4, { domain_id: 1 }, false],
    ['a user', 4, { user_id: 10 }, true],
  ] as const)(
    '%s (role %i) on a setting of %o: Valider and Réinitialiser shown = %s',
    (_who, role, owner, shown) => {
      renderAdmin(<SettingRow setting={setting(owner)} />, { user: buildUser(role) });
      expect(screen.queryByRole('button', { name: 'Valider' }) !== null).toBe(shown);
      expect(screen.queryByRole('button', { name: 'Réinitialiser' }) !== null).toBe(shown);
      // what cannot be changed does not look editable
      expect((screen.getByRole('textbox', { name: 'Couleur principale' }) as HTMLInputElement).readOnly).toBe(
        !shown,
      );
      expect(screen.queryByText(/Lecture seule/) !== null).toBe(!shown);
    },
  );

  it.each([
    [2, true],
    [4, false],
  ] as const)('the gallery offers "Ajouter des images" to role %i: %s', async (role, shown) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonAnswer(200, { data: [{ id: 5, order: 1, file: { url: '/a.jpg' }, thumb: null }] }),
      ),
    );
    renderAdmin(
      <Routes>
        <Route path="/admin/domain/:domain_id/gallery" element={<GalleryPage />} />
      </Routes>,
      { user: buildUser(role), path: '/admin/domain/1/gallery' },
    );
    await screen.findByText('Télécharger');
    expect(screen.queryByRole('button', { name: 'Ajouter des images' }) !== null).toBe(shown);
    expect(screen.queryByRole('button', { name: 'Options' }) !== null).toBe(shown);
    expect(screen.queryByRole('button', { name: /réordonner/i }) !== null).toBe(shown);
  });

  it('lets an admin delete other accounts but not their own', async () => {
    const me = buildUser(2, 10);
    const other = buildUser(4, 11);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonAnswer(200, { data: [me, other], meta: { current_page: 1, last_page: 1, total: 2 } }),
      ),
    );
    renderAdmin(<UserList />, { user: me, path: '/admin/users' });
    const own = (await screen.findByText(me.email)).closest('tr') as HTMLElement;
    const theirs = screen.getByText(other.email).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(theirs).getByRole('button', { name: 'Supprimer' })).toBeTruthy());
    expect(within(own).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Modifier' })).toBeTruthy();
  });
});
