import { describe, expect, it } from 'vitest';
import { isPageActive, listedPageOfPath, wantsAltLogo } from './pages-state.ts';

const page = (name: string, is_active: boolean, withAltLogo = false) => ({
  id: 1,
  name,
  is_active,
  withAltLogo,
});

describe('isPageActive', () => {
  it('is inactive only when the domain lists the page as inactive', () => {
    expect(isPageActive({ pages: [page('contact', false)] }, 'contact')).toBe(false);
    expect(isPageActive({ pages: [page('contact', true)] }, 'contact')).toBe(true);
    expect(isPageActive({ pages: [] }, 'contact')).toBe(true);
  });

  it('reads the gallery, video and cyclorama entries too, whatever the case of their names', () => {
    const domain = { pages: [page('Gallery', false), page('video', false), page(' cyclorama ', false)] };
    expect(isPageActive(domain, 'gallery')).toBe(false);
    expect(isPageActive(domain, 'video')).toBe(false);
    expect(isPageActive(domain, 'cyclorama')).toBe(false);
    expect(isPageActive(domain, 'contact')).toBe(true);
  });
});

describe('listedPageOfPath', () => {
  it('names the listed page of a path and nothing for the other screens', () => {
    expect(listedPageOfPath('/gallery')).toBe('gallery');
    expect(listedPageOfPath('/video/')).toBe('video');
    expect(listedPageOfPath('/orbital/a/b')).toBeNull();
    expect(listedPageOfPath('/')).toBeNull();
  });
});

describe('wantsAltLogo', () => {
  it('follows the withAltLogo of the page shown', () => {
    const domain = { pages: [page('gallery', true, true), page('contact', true, false)] };
    expect(wantsAltLogo(domain, '/gallery')).toBe(true);
    expect(wantsAltLogo(domain, '/contact')).toBe(false);
    expect(wantsAltLogo(domain, '/orbital')).toBe(false);
  });
});
