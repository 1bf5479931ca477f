import { describe, expect, it } from 'vitest';
import { pageFlag, renderedUrl } from './page-query.ts';

describe('the query of a public page', () => {
  it.each([
    ['/orbital', '/orbital'],
    ['/orbital?showUnit=true', '/orbital?showUnit=true'],
    ['/orbital/a/0/A01?x=123&showUnit=true&utm_source=mail', '/orbital/a/0/A01?showUnit=true'],
    ['/orbital?custom-css=1&showUnit=true', '/orbital?showUnit=true&custom-css=1'],
    ['/orbital?showUnit=maybe&custom-css=2', '/orbital'],
    ['/contact?', '/contact'],
  ])('renders %s as %s', (url, rendered) => {
    expect(renderedUrl(url)).toBe(rendered);
  });

  it('reads a flag as on only with its one value', () => {
    expect(pageFlag('?showUnit=true', 'showUnit')).toBe(true);
    expect(pageFlag('?showUnit=1', 'showUnit')).toBe(false);
    expect(pageFlag(new URLSearchParams('custom-css=1'), 'custom-css')).toBe(true);
  });
});
