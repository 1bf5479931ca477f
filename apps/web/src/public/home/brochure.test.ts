import type { TSetting } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { brochureUrl } from './brochure.ts';

const brochure = (fields: Partial<TSetting>): TSetting => ({
  id: 1,
  name: 'brochure',
  type: 'text',
  value: null,
  image: null,
  ...fields,
});

describe('the home’s Brochure link', () => {
  it('is absent without a brochure setting, or when the setting is empty', () => {
    expect(brochureUrl([])).toBeNull();
    expect(
      brochureUrl([{ ...brochure({ value: 'https://example.be/b.pdf' }), name: 'header-title' }]),
    ).toBeNull();
    expect(brochureUrl([brochure({ value: '' })])).toBeNull();
    expect(brochureUrl([brochure({ value: null, pdf: null })])).toBeNull();
  });

  it('links to the URL staff typed', () => {
    expect(brochureUrl([brochure({ value: 'https://example.be/brochure.pdf' })])).toBe(
      'https://example.be/brochure.pdf',
    );
  });

  it('links to the stored PDF first, else the stored file, before the typed value', () => {
    const pdf = { url: '/storage/files/brochure.pdf' };
    const file = { url: '/storage/files/brochure.png' };
    expect(brochureUrl([brochure({ value: 'https://old.example.be', pdf, image: file })])).toBe(pdf.url);
    expect(brochureUrl([brochure({ value: 'https://old.example.be', image: file })])).toBe(file.url);
  });
});
