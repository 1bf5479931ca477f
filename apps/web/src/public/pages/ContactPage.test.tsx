// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_SPLASH_IMAGE } from '@vitrine/core/settings';
import { startTransition } from 'react';
import { type HydrationOptions, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainQueryKey } from '../../api/domain-query.ts';
import { startWhenReadyOrUsed } from '../../app/start-hydration.ts';
import { setupI18n } from '../../i18n/setup.ts';
import { MemoryRouter } from '../../routes/router.tsx';
import {
  buildBuilding,
  buildDomain,
  buildFloor,
  buildPictureSetting,
  buildProject,
  buildUnit,
} from '../../test/factories.ts';
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

function renderContact(state: unknown, site = domain) {
  const client = new QueryClient();
  client.setQueryData(domainQueryKey, site);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/contact', state }]}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The contact page as the server's HTML puts it in the document, and what brings it alive. */
function serverRenderedContact() {
  const client = new QueryClient();
  client.setQueryData(domainQueryKey, domain);
  const page = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return { container, hydrate: (options?: HydrationOptions) => void hydrateRoot(container, page, options) };
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

  it('shows the site’s contact picture as an image of the page, the file sized for the screen', () => {
    const picture = buildPictureSetting('contact-image', '/storage/files/settings/sized/facade');
    renderContact(null, buildDomain({ ...domain, settings: [picture] }));
    const image = document.querySelector('.contact-page__illustration img');
    expect(image?.getAttribute('src')).toBe('/storage/files/settings/sized/facade.jpg');
    expect(image?.getAttribute('srcset')).toBe(
      '/storage/files/settings/sized/facade-480.webp 480w, /storage/files/settings/sized/facade-960.webp 960w, /storage/files/settings/sized/facade-1920.webp 1920w',
    );
    expect(image?.getAttribute('sizes')).toBe('(max-width: 1100px) 100vw, 50vw');
    // decorative: no name read out, and asked for first
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the default picture, without renditions, when the site has none', () => {
    renderContact(null);
    const image = document.querySelector('.contact-page__illustration img');
    expect(image?.getAttribute('src')).toBe(DEFAULT_SPLASH_IMAGE);
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.hasAttribute('sizes')).toBe(false);
  });

  it('comes alive on the server’s HTML without a mismatch when units were opened during the visit', async () => {
    // the server knows nothing of the tab's sessionStorage; a mismatch would render the page again,
    // dropping what the visitor had typed
    const { container, hydrate } = serverRenderedContact();
    sessionStorage.setItem('vitrine-viewed-units', JSON.stringify([900]));
    const mismatches = vi.fn();
    await act(async () => {
      hydrate({ onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(screen.getByText(/Appartement A01/)).toBeTruthy();
    container.remove();
    sessionStorage.clear();
  });

  it('sends what a visitor typed in the server’s HTML before the script took over, and not before', async () => {
    const { container, hydrate } = serverRenderedContact();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Envoyer' });
    // a click now would submit the page natively: the details in the address, no lead
    expect(send.disabled).toBe(true);

    // typed with no script on the page: the fields change, no handler sees it
    const typed = { 'Nom *': 'Leroy', 'Prénom *': 'Nina', 'Email *': 'nina@example.test' };
    for (const [label, value] of Object.entries(typed)) {
      (screen.getByLabelText(label) as HTMLInputElement).value = value;
    }
    const message = screen.getByLabelText(/^Votre message/) as HTMLTextAreaElement;
    message.value = 'Encore libre ?';
    // the script waits for a paint that has not come; the last keystroke starts it
    startWhenReadyOrUsed(() => startTransition(() => hydrate()), new Promise(() => {}));
    await act(async () => {
      message.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(send.disabled).toBe(false);

    const fetch = stubFetch(() => Promise.resolve(json(200, { message: 'Merci' })));
    fireEvent.click(send);
    await screen.findByText('Merci');
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      last_name: 'Leroy',
      first_name: 'Nina',
      email: 'nina@example.test',
      body: 'Encore libre ?',
    });
    // sent: the form is empty again, on screen too
    expect(message.value).toBe('');
    container.remove();
  });
});
