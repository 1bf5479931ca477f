import type { CatalogueShape } from './catalogue-shape.ts';
import type { frAdminTourReport } from './fr-admin-tour-report.ts';

export const enAdminTourReport: CatalogueShape<typeof frAdminTourReport> = {
  title: 'What visitors will see',
  scene: 'Scene “{{title}}”',
  shownAs: {
    sphere: 'Spherical panorama',
    cube: 'Cube',
    tiles: 'Tiled cube, {{size}} px a face',
  },
  notShown: 'Not shown',
  ok: 'Nothing to report',
  noImage: 'No image: the scene will not be shown.',
  tiledSphere: 'Tiled (multires) sphere: not supported, the scene will not be shown.',
  unsupportedImage: 'Unsupported image type: the scene will not be shown.',
  otherKind:
    'Image of another kind than the other scenes (spheres and cubes mixed): the scene will not be shown.',
  missingFiles:
    '{{count}} file(s) missing from the archive, for example {{first}}: those parts will stay black.',
  brokenLink: 'A hotspot leads to the scene “{{target}}”, which the tour does not have.',
  includesMissing: 'Included files missing from the archive (skipped): {{files}}',
};
