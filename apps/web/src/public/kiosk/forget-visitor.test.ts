// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetVisitor } from './forget-visitor.ts';

const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookies a visitor's choices leave, as the site sets them
  document.cookie = `${cookie}; path=/`;
};

describe('forgetting the previous visitor', () => {
  it('empties the site’s storages and the cookies of their choices, and keeps the kiosk’s pass and a staff token', () => {
    localStorage.setItem('vitrine.favourites.4', '{"ids":[12,14],"compared":[12]}');
    localStorage.setItem('vitrine.language', 'en');
    sessionStorage.setItem('vitrine-viewed-units', '[12,14]');
    setCookie('vitrine-lang=en');
    setCookie('promptCookie=1');
    setCookie('vitrine-controls-seen=1');
    setCookie('XSRF-TOKEN=staff-token');
    setCookie('vitrine-kiosk=v1.pass.4.abc.signature');

    forgetVisitor();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie.split('; ').sort()).toEqual([
      'XSRF-TOKEN=staff-token',
      'vitrine-kiosk=v1.pass.4.abc.signature',
    ]);
  });
});
