import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { TUser } from '@vitrine/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { addAdminStrings } from '../../i18n/admin-strings.ts';
import { i18n } from '../../i18n/translations.ts';
import { polyfillLayoutApis } from '../../test/jsdom-polyfills.ts';
import { currentUserKey } from '../auth/session.ts';
import { closeModal } from '../shared/modal-store.ts';

/** The admin's strings, in French. */
export function setupAdminTestI18n() {
  addAdminStrings();
  return i18n.changeLanguage('fr');
}

/**
 * Renders admin UI with Mantine, a fresh query client and the French strings; `user` is the
 * signed-in user (as the guarded area has loaded it), `path` puts the UI in a router there.
 */
export function renderAdmin(ui: ReactNode, { user, path }: { user?: TUser; path?: string } = {}) {
  polyfillLayoutApis();
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

/** An API answer as the server sends it (JSON). */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * For a file of admin screen tests: the catalogues and the XSRF cookie a signed-in session has,
 * then after each test the screen unmounted, any modal closed and fetch given back.
 */
export function setUpAdminScreenTests(): void {
  beforeAll(async () => {
    await setupAdminTestI18n();
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads the XSRF cookie the server would set
    document.cookie = 'XSRF-TOKEN=token-1';
  });
  afterEach(() => {
    act(() => closeModal());
    cleanup();
    vi.unstubAllGlobals();
  });
}
