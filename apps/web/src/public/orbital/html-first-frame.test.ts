import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAME_SIZE, initialScale } from '@vitrine/core/orbital';
import { describe, expect, it } from 'vitest';
import { htmlFirstFrameSources } from './html-first-frame.ts';

const css = readFileSync(join(import.meta.dirname, 'orbital.css'), 'utf8');

/** The HTML picture's scale at a window width, as orbital.css sets it (last matching rule wins). */
function cssInitialScale(windowWidth: number): number {
  const base = /\.orbital-viewer__first \{\s*--orbital-initial-scale: ([\d.]+);/.exec(css);
  let scale = Number(base?.[1]);
  const bands = css.matchAll(
    /@media \(max-width: (\d+)px\) \{\s*\.orbital-viewer__first \{\s*--orbital-initial-scale: ([\d.]+);/g,
  );
  for (const [, maxWidth, bandScale] of bands) if (windowWidth <= Number(maxWidth)) scale = Number(bandScale);
  return scale;
}

describe("the HTML's first frame", () => {
  it('is sized at every window width as the engine draws frame 0', () => {
    for (let width = 320; width <= 2560; width++)
      expect(cssInitialScale(width), `${width}px`).toBe(initialScale(width));
    expect(css).toContain(`calc(${FRAME_SIZE.width}px * var(--orbital-initial-scale))`);
    expect(css).toContain(`calc(${FRAME_SIZE.height}px * var(--orbital-initial-scale))`);
  });

  it("is the view's frame 0 at the preview width, WebP with a JPEG fallback", () => {
    expect(htmlFirstFrameSources('/storage/buildings/7/orbitals/full')).toEqual({
      webp: '/storage/buildings/7/orbitals/full/00-960.webp',
      jpg: '/storage/buildings/7/orbitals/full/00-960.jpg',
    });
  });
});
