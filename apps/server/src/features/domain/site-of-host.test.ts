import { describe, expect, it } from 'vitest';
import { chooseSite, linkOnSite, siteOrigin } from './site-of-host.ts';

const first = { id: 1, host: 'tilleuls.example' };
const second = { id: 2, host: 'quai.example' };
const APP_URL = 'https://vitrine.example';

describe('the site of a Host', () => {
  it.each([
    { host: 'TILLEULS.example', candidates: [first, second], read: first, form: first, exact: true },
    { host: 'localhost', candidates: [first, second], read: first, form: first, exact: false },
    { host: '127.0.0.1', candidates: [first, second], read: first, form: first, exact: false },
    { host: '[::1]', candidates: [first, second], read: first, form: first, exact: false },
    { host: 'vitrine.example', candidates: [first, second], read: first, form: first, exact: false },
    { host: 'evil.example', candidates: [first, second], read: null, form: null, exact: false },
    // a single-domain install: every host reads the site; forms still need its name
    { host: 'evil.example', candidates: [first], read: first, form: null, exact: false },
    { host: 'localhost', candidates: [], read: null, form: null, exact: false },
  ])('$host among $candidates.length domain(s): read → $read.id, form → $form.id', (row) => {
    const read = chooseSite(row.candidates, row.host, 'read', APP_URL);
    const form = chooseSite(row.candidates, row.host, 'form', APP_URL);
    expect(read?.domain ?? null).toEqual(row.read);
    expect(form?.domain ?? null).toEqual(row.form);
    if (read) expect(read.exact).toBe(row.exact);
  });
});

describe('links to a site', () => {
  it('use the stored host with APP_URL’s scheme and port, or APP_URL itself after a fallback', () => {
    expect(siteOrigin({ domain: first, exact: true }, APP_URL)).toBe('https://tilleuls.example');
    expect(siteOrigin({ domain: { host: 'meuse.localhost' }, exact: true }, 'http://localhost:8080')).toBe(
      'http://meuse.localhost:8080',
    );
    expect(siteOrigin({ domain: first, exact: false }, 'http://localhost:8080')).toBe(
      'http://localhost:8080',
    );
  });

  it.each([
    ['https://evil.example/phish', 'https://tilleuls.example/phish'],
    ['https://user:pw@evil.example:444/a/b?c=1#d', 'https://tilleuls.example/a/b?c=1#d'],
    ['https://tilleuls.example//evil.example/x', 'https://tilleuls.example//evil.example/x'],
    ['/orbital/a?showUnit=true', 'https://tilleuls.example/orbital/a?showUnit=true'],
    ['http://[bad', 'https://tilleuls.example/'],
  ])('keeps only the path of %s', (sent, link) => {
    expect(linkOnSite('https://tilleuls.example', sent)).toBe(link);
    expect(new URL(linkOnSite('https://tilleuls.example', sent)).host).toBe('tilleuls.example');
  });
});
