// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainQueryKey } from '../../api/domain-query.ts';
import { setupI18n } from '../../i18n/setup.ts';
import { buildDomain, buildSetting } from '../../test/factories.ts';
import { setSiteCookie } from '../../ui/cookies.ts';
import { PROMPT_COOKIE } from './prompt-cookie.ts';
import { SitePrompt } from './SitePrompt.tsx';

beforeAll(() => setupI18n('fr'));
afterEach(() => {
  cleanup();
  setSiteCookie(PROMPT_COOKIE, '', 0);
});

const site = (withModal: string) =>
  buildDomain({ title: 'Les Jardins', settings: [buildSetting('with-modal', withModal)] });

function prompt(domain: ReturnType<typeof buildDomain>) {
  const client = new QueryClient();
  client.setQueryData(domainQueryKey, domain);
  return (
    <QueryClientProvider client={client}>
      <SitePrompt />
    </QueryClientProvider>
  );
}

describe('SitePrompt', () => {
  it('welcomes a visitor once on a site that has a prompt, not again within the week', async () => {
    render(prompt(site('1')));
    expect(await screen.findByRole('dialog', { name: 'Les Jardins' })).toBeTruthy();
    cleanup();
    render(prompt(site('1')));
    await act(() => import('./PromptModal.tsx'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing on a site without one', async () => {
    render(prompt(site('0')));
    await act(() => import('./PromptModal.tsx'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not in the server’s HTML, and opens once the page is alive', async () => {
    const html = renderToString(prompt(site('1')));
    expect(html).toBe('');
    const container = document.createElement('div');
    document.body.append(container);
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(container, prompt(site('1')), { onRecoverableError: mismatches });
    });
    expect(await screen.findByRole('dialog', { name: 'Les Jardins' })).toBeTruthy();
    expect(mismatches).not.toHaveBeenCalled();
    container.remove();
  });
});
