// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_SPLASH_IMAGE, type TGalleryFile } from '@vitrine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../i18n/setup.ts';
import { polyfillLayoutApis } from '../../../test/jsdom-polyfills.ts';
import { GalleryCarousel } from './GalleryCarousel.tsx';

beforeAll(() => {
  polyfillLayoutApis();
  return setupI18n('fr');
});
afterEach(cleanup);

const FILES = [
  {
    id: 1,
    order: 0,
    file: { url: '/storage/files/gallery/a.jpg' },
    thumb: { url: '/storage/files/gallery/a-thumb.jpg' },
  },
  {
    id: 2,
    order: 1,
    file: { url: '/storage/files/gallery/b.jpg' },
    thumb: { url: '/storage/files/gallery/b-thumb.jpg' },
  },
] as TGalleryFile[];

describe('the gallery thumbnail strip', () => {
  it('shows the default estate image when a thumbnail file is missing', () => {
    render(<GalleryCarousel files={FILES} title="Les quais" />);
    const strip = screen.getByRole('navigation');
    const [missing, present] = [...strip.querySelectorAll('img')];
    fireEvent.error(missing!);
    expect(missing!.src).toMatch(new RegExp(`${DEFAULT_SPLASH_IMAGE}$`));
    expect(present!.src).toMatch(/b-thumb\.jpg$/);
    fireEvent.error(missing!);
    expect(missing!.src).toMatch(new RegExp(`${DEFAULT_SPLASH_IMAGE}$`));
  });
});
