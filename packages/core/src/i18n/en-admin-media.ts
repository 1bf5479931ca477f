import type { CatalogueShape } from './catalogue-shape.ts';
import type { frAdminMedia } from './fr-admin-media.ts';

export const enAdminMedia: CatalogueShape<typeof frAdminMedia> = {
  title: 'Media',
  orbitals: 'Orbital views (29 frames)',
  orbitalsHelp:
    'Upload the 29 frames of the full view or of this floor as the studio delivers them (Frame_0001.png, cam01_0000.jpg, vue-01.tif… as PNG, JPEG, TIFF or WebP): they are put in the order of their numbers, and you check them before they go live.',
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
  reviewReady: 'Frames ready: check them before publishing them.',
  reviewTitle: 'New frames to check',
  reviewHelp:
    'Turn the building to compare the new frames with the site’s. Nothing changes on the site before “Publish”.',
  reviewLive: 'On the site',
  reviewNew: 'New frames',
  reviewNoLive: 'No frame on the site yet.',
  reviewPublish: 'Publish these frames',
  reviewDiscard: 'Discard',
  reviewPublished: 'Frames published on the site.',
  reviewDiscarded: 'New frames discarded: the site keeps its own.',
};
