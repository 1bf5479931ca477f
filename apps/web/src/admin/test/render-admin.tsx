import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { catalogues, type TUser } from '@vitrine/core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { currentUserKey } from '../auth/session.ts';

/** jsdom lacks what Mantine measures with. */
function polyfillBrowser() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}

let ready: Promise<unknown> | null = null;
export function setupAdminTestI18n() {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: { fr: { translation: catalogues.fr }, en: { translation: catalogues.en } },
    interpolation: { escapeValue: false },
  });
  return ready;
}

/**
 * Renders admin UI with Mantine, a fresh query client and the French strings; `user` is the
 * signed-in user (as the guarded area has loaded it), `path` puts the UI in a router there.
 */
export function renderAdmin(ui: ReactNode, { user, path }: { user?: TUser; path?: string } = {}) {
  polyfillBrowser();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (user) client.setQueryData(currentUserKey, user);
  const routed = path ? <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter> : ui;
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{routed}</MantineProvider>
    </QueryClientProvider>,
  );
}

/** A signed-in user of corporation 1 with this role (1 root, 2 admin, 4 user). */
export function buildUser(role: TUser['role'], id = 10): TUser {
  return {
    id,
    name: `Compte ${id}`,
    email: `compte${id}@horizon.test`,
    role,
    corporation_id: role === 1 ? null : 1,
  };
}
