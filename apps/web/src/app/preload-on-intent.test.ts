// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPageLoaders } from './lazy-pages.tsx';
import { lazyPageAt, preloadPagesOnIntent } from './preload-on-intent.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Contact</span>';
  document.body.append(anchor);
  return anchor;
}

describe('preloadPagesOnIntent', () => {
  it('asks for the page a visitor hovers, focuses or presses, once per page', () => {
    const preload = vi.fn();
    preloadPagesOnIntent(preload);
    const contact = link('/contact');
    contact.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    contact.dispatchEvent(new Event('focusin', { bubbles: true }));
    link('/gallery').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/contact'], ['/gallery']]);
  });

  it('leaves other sites’ links and anything that is not a link alone', () => {
    const preload = vi.fn();
    preloadPagesOnIntent(preload);
    link('https://example.org/contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
  });

  it('knows which pages load on demand, by their first segment', () => {
    expect(lazyPageAt('/')).toBe('../public/home/HomePage.tsx');
    expect(lazyPageAt('/contact')).toBe('../public/pages/ContactPage.tsx');
    expect(lazyPageAt('/visites-virtuelles/3')).toBe('../public/pages/VirtualTourPage.tsx');
    expect(lazyPageAt('/comparaison/1,2')).toBe('../public/favourites/ComparisonPage.tsx');
    expect(lazyPageAt('/orbital/sambre/a')).toBeUndefined();
    expect(lazyPageAt('/admin/units')).toBeUndefined();
    for (const path of ['/', '/cyclorama', '/video', '/gallery']) {
      expect(Object.keys(lazyPageLoaders)).toContain(lazyPageAt(path));
    }
  });
});
