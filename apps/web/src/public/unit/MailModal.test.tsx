// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup.ts';
import { buildUnit } from '../../test/factories.ts';
import { MailModal } from './MailModal.tsx';

beforeAll(() => setupI18n('fr'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fill() {
  fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
}

describe('MailModal', () => {
  it('shows the server’s field errors under their fields on a 422', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(404, {}))
      .mockResolvedValueOnce(
        json(422, { message: 'Invalid', errors: { rgpd_acceptance: ['Vous devez accepter.'] } }),
      );
    vi.stubGlobal('fetch', fetch);
    render(<MailModal open unit={buildUnit({ id: 42 })} project={{ cgu: null }} onClose={() => {}} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Vous devez accepter.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/unit/mail-to');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(String(init.body))).toMatchObject({
      first_name: 'Ada',
      unit_id: 42,
      rgpd_acceptance: false,
    });
  });

  it('closes and clears the form when the mail is sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(404, {}))
        .mockResolvedValueOnce(json(200, { message: 'Envoyé' })),
    );
    const onClose = vi.fn();
    render(<MailModal open unit={buildUnit()} project={{ cgu: null }} onClose={onClose} />);
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('');
  });
});
