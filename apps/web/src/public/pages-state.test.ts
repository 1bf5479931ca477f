import { describe, expect, it } from 'vitest';
import { isPageActive } from './pages-state.ts';

const page = (name: string, is_active: boolean) => ({ id: 1, name, is_active, withAltLogo: false });

describe('isPageActive', () => {
  it('is inactive only when the domain lists the page as inactive', () => {
    expect(isPageActive({ pages: [page('contact', false)] }, 'contact')).toBe(false);
    expect(isPageActive({ pages: [page('contact', true)] }, 'contact')).toBe(true);
    expect(isPageActive({ pages: [] }, 'contact')).toBe(true);
  });
});
