// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { domainQueryKey } from '../../api/domain-query.ts';
import { setupI18n } from '../../i18n/setup.ts';
import { MemoryRouter } from '../../routes/router.tsx';
import { buildBuilding, buildDomain, buildFloor, buildProject, buildUnit } from '../../test/factories.ts';
import ContactPage from '../pages/ContactPage.tsx';
import { countVisitorEvent, flushVisitorEvents, viewedUnitIds } from './visitor-events.ts';

beforeAll(() => setupI18n('fr'));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const units = [
  buildUnit({ id: 900, name: 'A01', fullname: 'Appartement A01' }),
  buildUnit({ id: 901, name: 'A02', fullname: 'Appartement A02' }),
];
const domain = buildDomain({
  projects: [buildProject({ buildings: [buildBuilding({ floors: [buildFloor({ units })] })] })],
});

function renderContact() {
  const client = new QueryClient();
  client.setQueryData(domainQueryKey, domain);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function send(fetch: ReturnType<typeof vi.fn>) {
  fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Leroy' } });
  fireEvent.change(screen.getByLabelText(/^Prénom/), { target: { value: 'Nina' } });
  fireEvent.change(screen.getByLabelText(/^email/i), { target: { value: 'nina@example.test' } });
  fireEvent.change(screen.getByLabelText(/^Votre message/), { target: { value: 'Encore libre ?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
  await screen.findByText('Merci');
  const [, init] = fetch.mock.calls.find(([url]) => String(url).startsWith('/contact'))! as [
    string,
    RequestInit,
  ];
  return JSON.parse(String(init.body));
}

function stubFetch() {
  const fetch = vi.fn(async (url: string) =>
    url.startsWith('/contact') ? json(200, { message: 'Merci' }) : json(404, {}),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the units a visitor opened, offered with the contact form', () => {
  it('keeps the units opened in this tab, most recent last, without a cookie', () => {
    vi.stubGlobal('navigator', { sendBeacon: vi.fn(() => true) });
    countVisitorEvent('unit_opened', 900);
    countVisitorEvent('unit_opened', 901);
    countVisitorEvent('unit_opened', 900);
    expect(viewedUnitIds()).toEqual([901, 900]);
    expect(document.cookie).toBe('');
    flushVisitorEvents();
  });

  it('names them beside an unticked box, and sends them only once the visitor ticks it', async () => {
    sessionStorage.setItem('vitrine-viewed-units', JSON.stringify([901, 77, 900]));
    let fetch = stubFetch();
    renderContact();
    const box = screen.getByRole('checkbox', {
      name: 'Joindre les lots que j’ai consultés : Appartement A02, Appartement A01',
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect((await send(fetch)).viewed_unit_ids).toBeUndefined();

    cleanup();
    fetch = stubFetch();
    renderContact();
    fireEvent.click(screen.getByRole('checkbox', { name: /Joindre les lots/ }));
    // a unit the site no longer has is neither named nor sent
    expect((await send(fetch)).viewed_unit_ids).toEqual([901, 900]);
  });

  it('shows no box when no unit was opened', () => {
    stubFetch();
    renderContact();
    expect(screen.queryByRole('checkbox', { name: /Joindre les lots/ })).toBeNull();
  });
});

describe('beacons', () => {
  it('leave batched with sendBeacon when the page is hidden, as text the server reads as JSON', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    countVisitorEvent('unit_opened', 900);
    countVisitorEvent('comparison_opened');
    expect(sendBeacon).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]).toEqual([
      '/beacons',
      JSON.stringify({ events: [{ kind: 'unit_opened', unit_id: 900 }, { kind: 'comparison_opened' }] }),
    ]);
  });
});
