import { describe, expect, it } from 'vitest';
import { isLinkOut } from './links-out.ts';

const ORIGIN = 'https://sambre.example.be';

describe('a link seen from the kiosk', () => {
  it.each([
    { href: '/orbital/sambre', out: false },
    { href: 'https://sambre.example.be/contact', out: false },
    { href: '#main', out: false },
    { href: '/contact', target: '_self', out: false },
    { href: 'https://www.promoteur.be/', out: true },
    { href: 'http://sambre.example.be/', out: true },
    { href: '//cdn.example.net/brochure.pdf', out: true },
    { href: 'mailto:ventes@promoteur.be', out: true },
    { href: 'tel:+3281000000', out: true },
    { href: 'javascript:alert(1)', out: true },
    { href: '/storage/files/brochure.pdf', target: '_blank', out: true },
    { href: '/download/12/blueprints', download: true, out: true },
    { href: '/download/12/blueprints', out: true },
    { href: '/storage/files/brochure.pdf', out: true },
    { href: '/unit/12/sheet.pdf?locale=fr', out: true },
    { href: '/orbital/sambre/a/rez/A1?showUnit=true', out: false },
    { href: '/comparaison/12-14', out: false },
    { href: '/orbital/sambre/a/1.5/A1.02', out: false },
  ])('takes $href off the site: $out', ({ href, target, download, out }) => {
    expect(isLinkOut({ href, target, download }, ORIGIN)).toBe(out);
  });
});
