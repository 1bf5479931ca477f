import type { CatalogueShape } from './catalogue-shape.ts';
import type { frAdminMedia } from './fr-admin-media.ts';

export const enAdminMedia: CatalogueShape<typeof frAdminMedia> = {
  title: 'Media',
  orbitals: 'Orbital views (29 frames)',
  orbitalsHelp: 'Upload the 29 frames (00 to 28) of the full view or of this floor.',
  polygons: 'Outline file (index.json)',
  target: 'View',
  full: 'Whole building',
  frame: 'Frame {{frame}} / {{total}}',
  outlinesWithoutUnit: 'Outlines matching no unit',
  unitsWithoutOutline: 'Units without outline',
  none: 'None',
  noFrames: 'No orbital frames for this view.',
  v360: '360 images',
  v360Help: 'Upload the 360 turntable images (00.jpg, 01.jpg…) in order.',
  cyclorama: 'Cyclorama (zip)',
  tour: 'Virtual tour {{number}} (zip)',
  send: 'Upload',
  sent: 'Files uploaded',
  preview: 'Preview',
  jobQueued: 'Pictures sent, waiting to be processed…',
  jobRunning: 'Processing the pictures: {{progress}} / {{total}}',
  jobFailed: 'Processing the pictures failed ({{reason}}). Check the files and send them again.',
};
