import type { TSetting } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { headerLogo, homeLogo } from './logos.ts';

const colour = (name: string, value: string): TSetting => ({ id: 2, name, type: 'text', value, image: null });

const image = (name: string): TSetting => ({
  id: 1,
  name,
  type: 'image',
  value: null,
  image: { url: `/${name}.png` },
});

describe('logos', () => {
  it('switches the header logo from upper-left to secondary at the breakpoint', () => {
    expect(headerLogo([image('upper-left-logo'), image('secondary-logo')])).toEqual({
      wide: '/upper-left-logo.png',
      narrow: '/secondary-logo.png',
    });
  });

  it('falls back to the logos the domain has', () => {
    expect(headerLogo([image('black-logo')])).toEqual({ wide: '/black-logo.png', narrow: '/black-logo.png' });
    expect(homeLogo([])).toEqual({ wide: null, narrow: null });
  });

  it('uses the negative logo at every width on a dark header', () => {
    const logos = ['upper-left-logo', 'upper-left-logo-neg', 'secondary-logo', 'white-logo'].map(image);
    expect(headerLogo([colour('main-color', '#1e4d5c'), ...logos])).toEqual({
      wide: '/upper-left-logo-neg.png',
      narrow: '/upper-left-logo-neg.png',
    });
    expect(
      headerLogo([colour('main-color', '#000000'), image('white-logo'), image('upper-left-logo')]),
    ).toEqual({
      wide: '/white-logo.png',
      narrow: '/white-logo.png',
    });
  });

  it('keeps the dark logos on a light header, and on a dark one without a negative logo', () => {
    const logos = [image('upper-left-logo'), image('secondary-logo'), image('white-logo')];
    expect(headerLogo([colour('main-color', '#f4efe6'), ...logos])).toEqual({
      wide: '/upper-left-logo.png',
      narrow: '/secondary-logo.png',
    });
    expect(headerLogo([colour('main-color', '#1e4d5c'), image('upper-left-logo')])).toEqual({
      wide: '/upper-left-logo.png',
      narrow: '/upper-left-logo.png',
    });
  });

  it('takes the other logo family on a page with the alternative logo', () => {
    const logos = ['upper-left-logo', 'upper-left-logo-neg', 'secondary-logo'].map(image);
    expect(headerLogo([colour('main-color', '#f4efe6'), ...logos], { alt: true })).toEqual({
      wide: '/upper-left-logo-neg.png',
      narrow: '/upper-left-logo-neg.png',
    });
    expect(headerLogo([colour('main-color', '#1e4d5c'), ...logos], { alt: true })).toEqual({
      wide: '/upper-left-logo.png',
      narrow: '/secondary-logo.png',
    });
  });

  it('keeps the usual logo on an alternative page when the domain has no other family', () => {
    expect(headerLogo([colour('main-color', '#f4efe6'), image('upper-left-logo')], { alt: true })).toEqual({
      wide: '/upper-left-logo.png',
      narrow: '/upper-left-logo.png',
    });
  });
});
