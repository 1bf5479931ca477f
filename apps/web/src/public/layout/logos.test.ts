import type { TSetting } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { headerLogo, homeLogo } from './logos.ts';

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
});
