// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import type { TUser } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from '../../shared/FormModal.tsx';
import { openModal } from '../../shared/modal-store.ts';
import { buildUser, jsonAnswer, renderAdmin, setUpAdminScreenTests } from '../../test/render-admin.tsx';
import { userForm } from './user-form.tsx';

setUpAdminScreenTests();

function openUserForm(me: TUser, row: TUser) {
  const bodies: unknown[] = [];
  const answers = [
    jsonAnswer(422, {
      message: 'Les données fournies ne sont pas valides.',
      errors: { current_password: ['Le mot de passe actuel est incorrect.'] },
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      // the avatar field reads the user's avatar setting
      if (String(url).includes('/api/settings'))
        return jsonAnswer(200, { data: [], meta: { current_page: 1, per_page: 50, total: 0, last_page: 1 } });
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      return answers.shift() ?? jsonAnswer(200, { data: row });
    }),
  );
  renderAdmin(<FormModal resource="users" form={userForm} title={() => 'Modifier'} />, { user: me });
  act(() => openModal('users-save', { row }));
  return bodies;
}

describe('the user form', () => {
  it('asks for the current password on one’s own account, sends it and shows the server’s refusal', async () => {
    const me = buildUser(4, 10);
    const bodies = openUserForm(me, me);
    const current = await screen.findByLabelText(/Mot de passe actuel/);
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(screen.getByLabelText('Mot de passe', { exact: true }), {
      target: { value: 'a-new-password' },
    });
    fireEvent.change(screen.getByLabelText('Confirmation du mot de passe'), {
      target: { value: 'a-new-password' },
    });
    fireEvent.change(current, { target: { value: 'my-old-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
      current_password: 'my-old-password',
    });
  });

  it('does not ask an admin for anything when they reset someone else’s password', async () => {
    openUserForm(buildUser(2, 10), buildUser(4, 11));
    await screen.findByLabelText('Confirmation du mot de passe');
    expect(screen.queryByLabelText(/Mot de passe actuel/)).toBeNull();
  });
});
