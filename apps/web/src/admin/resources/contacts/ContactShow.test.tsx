// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import { buildUser, jsonAnswer, renderAdmin, setUpAdminScreenTests } from '../../test/render-admin.tsx';
import { ContactShow } from './ContactShow.tsx';

const undoable = vi.hoisted(() => vi.fn());
vi.mock('../../shared/undo/undo-toast.tsx', () => ({ notifyUndoable: undoable }));

setUpAdminScreenTests();

const contact = {
  id: 7,
  email: 'claire@example.test',
  first_name: 'Claire',
  last_name: 'Dubois',
  phone: '+32 470 12 34 56',
  body: 'Bonjour,\nle B.3.01 est-il encore libre ?',
  source: 'contact',
  locale: 'en',
  domain_id: 1,
  project_id: 2,
  unit_id: 31,
  status_id: 1,
  crm_status: 'skipped',
  url: 'https://horizon.test/orbital/sambre',
  lead_status: 'new',
  note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  unit: {
    id: 31,
    name: 'B.3.01',
    fullname: 'Appartement B.3.01',
    translatable: { fullname: { fr: 'Appartement B.3.01', en: 'Flat B.3.01' } },
  },
  domain: { id: 1, name: 'Horizon', host: 'horizon.test' },
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[];

beforeEach(() => {
  calls = [];
  undoable.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/contacts/7/mails'))
        return jsonAnswer(200, {
          data: [
            {
              id: 1,
              kind: 'lead-sales',
              to: 'ventes@horizon.test',
              subject: 'Nouveau contact',
              state: 'failed',
              attempts: 5,
              created_at: '2026-11-20T10:00:00.000Z',
              sent_at: null,
              failed_at: '2026-11-20T11:00:00.000Z',
              last_error: 'connection refused',
            },
          ],
        });
      if (url.startsWith('/api/contacts/7/crm')) return jsonAnswer(200, { data: [] });
      return jsonAnswer(200, { data: contact });
    }),
  );
});

function renderPage() {
  renderAdmin(
    <Routes>
      <Route path="/admin/contact/:id" element={<ContactShow />} />
    </Routes>,
    { user: buildUser(4), path: '/admin/contact/7' },
  );
}

const writes = () => calls.filter((call) => call.method === 'PUT');

describe('a lead’s page', () => {
  it('shows what the visitor sent, with a link to the unit, and its failed mail', async () => {
    renderPage();
    expect(await screen.findByText(/le B\.3\.01 est-il encore libre/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Appartement B.3.01' }).getAttribute('href')).toBe(
      '/admin/unit/31',
    );
    expect(screen.getByRole('link', { name: '+32 470 12 34 56' }).getAttribute('href')).toBe(
      'tel:+32470123456',
    );
    expect(screen.getByText('Anglais')).toBeTruthy();
    expect(screen.getByText('Horizon (horizon.test)')).toBeTruthy();
    expect(await screen.findByText('Échec')).toBeTruthy();
    expect(screen.getByText('connection refused')).toBeTruthy();
  });

  it('saves a new status at once with only that field, and its "Annuler" puts the old one back', async () => {
    renderPage();
    const select = (await screen.findByRole('combobox', { name: 'Suivi' })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'called' } });
    await waitFor(() => expect(undoable).toHaveBeenCalledTimes(1));
    expect(writes()).toEqual([
      { method: 'PUT', url: expect.stringMatching(/^\/api\/contacts\/7/), body: { lead_status: 'called' } },
    ]);
    expect(undoable.mock.calls[0]?.[0]).toBe('Claire Dubois : suivi « Appelé ».');
    await undoable.mock.calls[0]?.[1]();
    expect(writes().at(-1)?.body).toEqual({ lead_status: 'new' });
    await waitFor(() => expect(select.value).toBe('new'));
  });

  it('keeps a typed note as unsaved work until it is saved', async () => {
    renderPage();
    const note = await screen.findByRole('textbox', { name: /Note/ });
    const save = screen.getByRole('button', { name: 'Enregistrer la note' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(note, { target: { value: 'Rappeler mardi' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(save);
    await waitFor(() => expect(writes().at(-1)?.body).toEqual({ note: 'Rappeler mardi' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });
});
