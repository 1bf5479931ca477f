// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TSetting } from '@vitrine/core';
import { DEFAULT_SPLASH_IMAGE } from '@vitrine/core/settings';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainQueryKey } from '../../api/domain-query.ts';
import { setupI18n } from '../../i18n/setup.ts';
import { MemoryRouter } from '../../routes/router.tsx';
import { buildDomain, buildPictureSetting } from '../../test/factories.ts';
import HomePage from './HomePage.tsx';

beforeAll(() => setupI18n('fr'));

/** The home page's HTML as the server sends it, for a site with these settings. */
function serverHtml(settings: TSetting[]): HTMLElement {
  const client = new QueryClient();
  client.setQueryData(domainQueryKey, buildDomain({ settings }));
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('HomePage', () => {
  it('sends the splash in its HTML as an image the browser picks for the screen’s width', () => {
    const splash = buildPictureSetting('splash-image', '/storage/files/settings/sized/splash');
    const image = serverHtml([splash]).querySelector('img.home__splash');
    expect(image?.getAttribute('src')).toBe('/storage/files/settings/sized/splash.jpg');
    expect(image?.getAttribute('srcset')).toBe(
      '/storage/files/settings/sized/splash-480.webp 480w, /storage/files/settings/sized/splash-960.webp 960w, /storage/files/settings/sized/splash-1920.webp 1920w',
    );
    expect(image?.getAttribute('sizes')).toBe('100vw');
    // decorative: the title says what the page is
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('shows the default picture, without renditions, when the site has no splash', () => {
    const image = serverHtml([]).querySelector('img.home__splash');
    expect(image?.getAttribute('src')).toBe(DEFAULT_SPLASH_IMAGE);
    expect(image?.hasAttribute('srcset')).toBe(false);
  });
});
