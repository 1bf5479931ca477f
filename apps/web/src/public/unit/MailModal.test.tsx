// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup.ts';
import { i18n } from '../../i18n/translations.ts';
import { buildUnit } from '../../test/factories.ts';
import { MailModal } from './MailModal.tsx';

beforeAll(() => setupI18n('fr'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
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
    render(
      <MailModal open unit={buildUnit({ id: 42 })} project={{ cgu: null, gdpr: null }} onClose={() => {}} />,
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Vous devez accepter.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/unit/mail-to?locale=fr');
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
    render(<MailModal open unit={buildUnit()} project={{ cgu: null, gdpr: null }} onClose={onClose} />);
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('');
  });

  it('posts in the page’s language, not the browser’s', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('navigator', { ...navigator, language: 'fr-BE', languages: ['fr-BE'] });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(404, {}))
      .mockResolvedValueOnce(json(200, { message: 'Sent' }));
    vi.stubGlobal('fetch', fetch);
    render(<MailModal open unit={buildUnit()} project={{ cgu: null, gdpr: null }} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![0]).toBe('/unit/mail-to?locale=en');
  });

  it.each([
    {
      name: 'the network is down',
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
      text: /check your connection/,
    },
    {
      name: 'the server says too many requests',
      answer: () => Promise.resolve(json(429, { message: 'Too many requests, please wait 30 seconds.' })),
      text: /please wait 30 seconds/,
    },
    {
      name: 'the server fails',
      answer: () => Promise.resolve(json(500, { message: 'x' })),
      text: /Sending failed on our side/,
    },
  ])('says so, translated, when $name', async ({ answer, text }) => {
    await i18n.changeLanguage('en');
    const onClose = vi.fn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json(404, {})).mockImplementationOnce(answer));
    render(<MailModal open unit={buildUnit()} project={{ cgu: null, gdpr: null }} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(text);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the project’s GDPR text under the consent box, without its scripts', () => {
    const gdpr =
      '<p>Vos données restent <strong>chez nous</strong>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    render(
      <MailModal
        open
        unit={buildUnit()}
        project={{
          cgu: null,
          gdpr: '',
          translatable: { name: { fr: 'P', en: 'P' }, gdpr: { fr: gdpr, en: '' } },
        }}
        onClose={() => {}}
      />,
    );
    const text = screen.getByText(/Vos données restent/);
    expect(text.closest('.mail-form__gdpr')?.innerHTML).toBe(
      '<p>Vos données restent <strong>chez nous</strong>.</p><img src="x">',
    );
    const describedBy = screen.getByRole('checkbox').getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(text.closest('.mail-form__gdpr')?.id);
  });
});
