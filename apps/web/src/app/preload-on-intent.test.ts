// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage, GalleryPage, HomePage, VirtualTourPage } from './lazy-pages.tsx';
import { lazyPageAt, preloadPagesOnIntent } from './preload-on-intent.ts';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Contact</span>';
  document.body.append(anchor);
  return anchor;
}

describe('preloadPagesOnIntent', () => {
  it('loads the page a visitor hovers, focuses or presses, once per page', () => {
    const contact = vi.spyOn(ContactPage, 'preload').mockResolvedValue({});
    const gallery = vi.spyOn(GalleryPage, 'preload').mockResolvedValue({});
    stop = preloadPagesOnIntent();
    const toContact = link('/contact');
    toContact.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    toContact.dispatchEvent(new Event('focusin', { bubbles: true }));
    link('/gallery').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(contact).toHaveBeenCalledTimes(1);
    expect(gallery).toHaveBeenCalledTimes(1);
  });

  it('leaves other sites’ links and anything that is not a link alone', () => {
    const contact = vi.spyOn(ContactPage, 'preload').mockResolvedValue({});
    stop = preloadPagesOnIntent();
    link('https://example.org/contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(contact).not.toHaveBeenCalled();
  });

  it('knows which pages load on demand, framed on a developer’s site too', () => {
    expect(lazyPageAt('/')).toBe(HomePage);
    expect(lazyPageAt('/contact')).toBe(ContactPage);
    expect(lazyPageAt('/embed/contact')).toBe(ContactPage);
    expect(lazyPageAt('/visites-virtuelles/3')).toBe(VirtualTourPage);
    expect(lazyPageAt('/orbital/sambre/a')).toBeUndefined();
    expect(lazyPageAt('/admin/units')).toBeUndefined();
    expect(lazyPageAt('/constructor')).toBeUndefined();
    expect(lazyPageAt('/__proto__')).toBeUndefined();
  });
});
