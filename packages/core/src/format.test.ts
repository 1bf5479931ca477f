import { describe, expect, it } from 'vitest';
import {
  formatBoolean,
  formatDate,
  formatDateTime,
  formatPrice,
  formatSurface,
  htmlToText,
  truncate,
} from './format.ts';

const NARROW = '\u202f';
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    { price: 250000, text: `250${NARROW}000${NBSP}€` },
    { price: 1234567.89, text: `1${NARROW}234${NARROW}568${NBSP}€` },
    { price: 999, text: `999${NBSP}€` },
    { price: 0, text: `0${NBSP}€` },
  ])('writes $price as Belgian French euros without decimals', ({ price, text }) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('writes nothing for a missing price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });
});

describe('formats in English', () => {
  it.each([
    { price: 315000, text: '€315,000' },
    { price: 1234567.89, text: '€1,234,568' },
    { price: 0, text: '€0' },
  ])('writes $price as euros the English way', ({ price, text }) => {
    expect(formatPrice(price, 'en')).toBe(text);
  });

  it('groups thousands of square metres with a comma', () => {
    expect(formatSurface(1200, 'en')).toBe(`1,200${NBSP}m²`);
    expect(formatSurface(85.4, 'en')).toBe(`85${NBSP}m²`);
  });

  it('keeps the Belgian French format when the page is French', () => {
    expect(formatPrice(315000, 'fr')).toBe(`315${NARROW}000${NBSP}€`);
    expect(formatSurface(1200, 'fr')).toBe(`1${NARROW}200${NBSP}m²`);
  });
});

describe('formatSurface', () => {
  it.each([
    { surface: 85, text: `85${NBSP}m²` },
    { surface: 85.6, text: `86${NBSP}m²` },
    { surface: 1200, text: `1${NARROW}200${NBSP}m²` },
  ])('writes $surface as square metres without decimals', ({ surface, text }) => {
    expect(formatSurface(surface)).toBe(text);
  });
});

describe('formatDate', () => {
  it.each([
    { input: '2024-03-07', text: '07/03/2024' },
    { input: '2024-03-07T23:30:00Z', text: '07/03/2024' },
    { input: new Date('2024-12-31T23:30:00Z'), text: '01/01/2025' },
    { input: 'not a date', text: '' },
    { input: null, text: '' },
  ])('writes $input as dd/mm/yyyy', ({ input, text }) => {
    expect(formatDate(input)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it.each([
    { input: '2026-01-15T13:05:00.000Z', text: '15/01/2026 14:05' },
    { input: '2026-07-15T22:30:00Z', text: '16/07/2026 00:30' },
    { input: new Date('2024-12-31T23:30:00Z'), text: '01/01/2025 00:30' },
    { input: 'not a date', text: '' },
    { input: null, text: '' },
  ])('writes the instant $input as dd/mm/yyyy hh:mm in Brussels', ({ input, text }) => {
    expect(formatDateTime(input)).toBe(text);
  });
});

describe('formatBoolean', () => {
  it('says Oui or Non in French and Yes or No in English', () => {
    expect([
      formatBoolean(true, 'fr'),
      formatBoolean(false, 'fr'),
      formatBoolean(1, 'en'),
      formatBoolean(0, 'en'),
    ]).toEqual(['Oui', 'Non', 'Yes', 'No']);
  });
});

describe('truncate', () => {
  it('leaves text of 100 characters or less untouched', () => {
    const text = 'a'.repeat(100);
    expect(truncate(text)).toBe(text);
  });

  it('cuts long text at a word boundary and adds an ellipsis', () => {
    const text = `${'Bel appartement lumineux avec vue dégagée sur le parc, '.repeat(3)}fin.`;
    const short = truncate(text);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(101);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(text[short.length - 1]).toBe(' ');
  });

  it('cuts a single long word at the limit', () => {
    expect(truncate('x'.repeat(150))).toBe(`${'x'.repeat(100)}…`);
  });
});

describe('htmlToText', () => {
  it('keeps the words of a rich-text description and drops the tags', () => {
    expect(htmlToText('<p>Séjour &amp; cuisine</p><p>Vue <strong>parc</strong></p>')).toBe(
      'Séjour & cuisine\nVue parc',
    );
  });
});
