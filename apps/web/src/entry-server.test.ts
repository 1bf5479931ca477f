import { describe, expect, it } from 'vitest';
import bundle from './entry-server.tsx';

describe('what the server keys its rendered pages on', () => {
  it('reduces the cookies to what the render reads, whatever else they hold', () => {
    expect(bundle.renderedCookies('')).toBe('');
    expect(bundle.renderedCookies('session=abc; vitrine-lang=en; vitrine-controls-seen=1')).toBe(
      'vitrine-controls-seen=1; vitrine-lang=en',
    );
    // made-up values mean nothing more than no cookie: no new page for each
    expect(bundle.renderedCookies('vitrine-lang=x7f3; vitrine-controls-seen=zz')).toBe('');
  });

  it('reduces the URL to the path and the flags that change the page', () => {
    expect(bundle.renderedUrl('/orbital?x=1&showUnit=true')).toBe('/orbital?showUnit=true');
  });
});
