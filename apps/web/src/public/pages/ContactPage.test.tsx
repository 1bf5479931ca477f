// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainQueryKey } from '../../api/domain-query.ts';
import { setupI18n } from '../../i18n/setup.ts';
import { buildBuilding, buildDomain, buildFloor, buildProject, buildUnit } from '../../test/factories.ts';
import { contactUnitState } from '../forms/contact-unit.ts';
import ContactPage from './ContactPage.tsx';

beforeAll(() => setupI18n('fr'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const unit = buildUnit({ id: 900, name: 'A01', fullname: 'Appartement A01' });
const domain = buildDomain({
  projects: [buildProject({ buildings: [buildBuilding({ floors: [buildFloor({ units: [unit] })] })] })],
});

function renderContact(state: unknown) {
  const client = new QueryClient();
  client.setQueryData(domainQueryKey, domain);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/contact', state }]}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Leroy' } });
  fireEvent.change(screen.getByLabelText(/^Prénom/), { target: { value: 'Nina' } });
  fireEvent.change(screen.getByLabelText(/^email/i), { target: { value: 'nina@example.test' } });
  fireEvent.change(screen.getByLabelText(/^Votre message/), { target: { value: 'Encore libre ?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
}

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn().mockResolvedValueOnce(json(404, {})).mockImplementationOnce(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('ContactPage', () => {
  it('names the unit the visitor came from and sends it with the message, in the page’s language', async () => {
    const fetch = stubFetch(() => Promise.resolve(json(200, { message: 'Merci' })));
    renderContact(contactUnitState(900));
    expect(screen.getByText('Votre message concerne le bien Appartement A01.')).toBeTruthy();
    fillAndSend();
    await screen.findByText('Merci');
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/contact?locale=fr');
    expect(JSON.parse(String(init.body))).toMatchObject({ unit_id: 900, last_name: 'Leroy' });
  });

  it('leaves the unit out once the visitor drops it', async () => {
    const fetch = stubFetch(() => Promise.resolve(json(200, { message: 'Merci' })));
    renderContact(contactUnitState(900));
    fireEvent.click(screen.getByRole('button', { name: 'Ne plus joindre ce bien' }));
    expect(screen.queryByText(/Votre message concerne/)).toBeNull();
    fillAndSend();
    await screen.findByText('Merci');
    expect(JSON.parse(String((fetch.mock.calls[1] as [string, RequestInit])[1].body))).not.toHaveProperty(
      'unit_id',
    );
  });

  it('opens the plain form on a direct visit or for a unit the site does not have', () => {
    renderContact(null);
    expect(screen.queryByText(/Votre message concerne/)).toBeNull();
    cleanup();
    renderContact(contactUnitState(12345));
    expect(screen.queryByText(/Votre message concerne/)).toBeNull();
  });

  it('says so when the message could not leave', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderContact(null);
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le message n'a pas pu partir : vérifiez votre connexion et réessayez.",
    );
  });
});
