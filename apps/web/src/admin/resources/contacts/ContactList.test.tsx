// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, jsonAnswer, renderAdmin, setUpAdminScreenTests } from '../../test/render-admin.tsx';
import { ContactList } from './ContactList.tsx';

setUpAdminScreenTests();

describe('the contacts list', () => {
  it('asks only the leads of the status kept in the URL, shows each status as a badge and links each lead', async () => {
    const fetch = vi.fn(async (_url: string) =>
      jsonAnswer(200, {
        data: [
          {
            id: 7,
            email: 'claire@example.test',
            first_name: 'Claire',
            last_name: 'Dubois',
            lead_status: 'visit_booked',
            crm_status: 'skipped',
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        meta: { current_page: 1, per_page: 50, total: 1, last_page: 1 },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAdmin(<ContactList />, {
      user: buildUser(4),
      path: '/admin/contacts?contacts.f.lead_status=visit_booked',
    });
    expect(await screen.findByText('Visite prévue', { selector: '.mantine-Badge-label' })).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('filter[lead_status]=visit_booked'),
      ),
    );
    expect(screen.getByRole('link', { name: 'claire@example.test' }).getAttribute('href')).toBe(
      '/admin/contact/7',
    );
  });
});
