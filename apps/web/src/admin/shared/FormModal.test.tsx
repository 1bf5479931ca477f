// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoryForm } from '../resources/categories/category-form.tsx';
import { jsonAnswer, renderAdmin, setUpAdminScreenTests } from '../test/render-admin.tsx';
import { FormModal } from './FormModal.tsx';
import { openModal } from './modal-store.ts';

setUpAdminScreenTests();

describe('the save modal', () => {
  it('shows the server 422 errors under their fields and clears them on the next save', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const answers = [
      jsonAnswer(422, {
        message: 'Données invalides',
        errors: { 'name.fr': ['Ce nom existe déjà.'], project_id: ['Projet inconnu.'] },
      }),
      jsonAnswer(201, { data: { id: 9, name: 'Duplex', color: '#123456', project_id: 3 } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return answers.shift() ?? jsonAnswer(200, { data: [] });
      }),
    );
    renderAdmin(<FormModal resource="categories" form={categoryForm} title={() => 'Créer'} />);
    act(() => openModal('categories-save', { seed: { project_id: 3 } }));

    fireEvent.change(await screen.findByLabelText(/Nom \(FR\)/), { target: { value: 'Duplex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Ce nom existe déjà.')).toBeTruthy();
    expect(await screen.findByText('Projet : Projet inconnu.')).toBeTruthy();
    const first = calls[0];
    expect(first?.url).toContain('/api/categories?translatable=1');
    expect((first?.init?.headers as Record<string, string> | undefined)?.['X-XSRF-TOKEN']).toBe('token-1');
    expect(JSON.parse(String(first?.init?.body))).toMatchObject({
      name: { fr: 'Duplex', en: '' },
      project_id: 3,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByText('Ce nom existe déjà.')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull());
  });

  it('checks required fields in the browser before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<FormModal resource="categories" form={categoryForm} title={() => 'Créer'} />);
    act(() => openModal('categories-save', { seed: { project_id: 3 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/obligatoire/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
