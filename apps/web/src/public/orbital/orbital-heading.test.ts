import type { TSetting } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { orbitalHeading } from './orbital-heading.ts';

const text = (name: string, value: string | null): TSetting => ({
  id: 1,
  name,
  type: 'text',
  value,
  image: null,
});
const image = (name: string, url: string | null): TSetting => ({
  id: 2,
  name,
  type: 'image',
  value: null,
  image: url ? { url } : null,
});

describe('orbitalHeading', () => {
  it('takes the title from the domain and the logo from the project', () => {
    expect(
      orbitalHeading(
        [text('orbital-title', 'Choisissez votre appartement')],
        [image('building-logo', '/storage/logo.png')],
      ),
    ).toEqual({ title: 'Choisissez votre appartement', logo: '/storage/logo.png' });
  });

  it('shows nothing for settings that are absent, empty or without a file', () => {
    expect(orbitalHeading([text('orbital-title', '  ')], [image('building-logo', null)])).toEqual({
      title: null,
      logo: null,
    });
    expect(orbitalHeading(undefined, undefined)).toEqual({ title: null, logo: null });
  });
});
