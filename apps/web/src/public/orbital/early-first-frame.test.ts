import { describe, expect, it } from 'vitest';
import { buildBuilding, buildDomain, buildFloor, buildProject } from '../../test/factories.ts';
import { firstFrameUrl, orbitalParamsOf } from './early-first-frame.ts';
import { preferredExtension } from './frame-url.ts';

/** webp where the browser decodes it with createImageBitmap, else jpg. */
const ext = preferredExtension();

function domain() {
  const main = buildBuilding({ id: 3, name: 'a', floors: [buildFloor({ id: 8, name: 'rez', order: 0 })] });
  return buildDomain({ projects: [buildProject({ name: 'Sambre', buildings: [main] })] });
}

describe('orbitalParamsOf', () => {
  it.each([
    ['/orbital', {}],
    ['/orbital/sambre/a/rez/A.0.01', { project: 'sambre', building: 'a', floor: 'rez', unit: 'A.0.01' }],
    ['/orbital/les%20jardins', { project: 'les jardins' }],
  ])('reads %s', (path, params) => {
    expect(orbitalParamsOf(path)).toMatchObject(params);
  });

  it.each(['/', '/contact', '/admin/orbital', '/orbitals'])('is not the model on %s', (path) => {
    expect(orbitalParamsOf(path)).toBeNull();
  });
});

describe('firstFrameUrl', () => {
  it('is frame 00 at the preview width, in the folder of the view the route shows', () => {
    expect(firstFrameUrl(domain(), { pathname: '/orbital', host: 'localhost' })).toBe(
      `/storage/buildings/3/orbitals/full/00-960.${ext}`,
    );
    expect(firstFrameUrl(domain(), { pathname: '/orbital/sambre/a/rez', host: 'localhost' })).toBe(
      `/storage/buildings/3/orbitals/8/00-960.${ext}`,
    );
  });

  it('is null off the model and for a site without projects', () => {
    expect(firstFrameUrl(domain(), { pathname: '/gallery', host: 'localhost' })).toBeNull();
    expect(
      firstFrameUrl(buildDomain({ projects: [] }), { pathname: '/orbital', host: 'localhost' }),
    ).toBeNull();
  });
});
