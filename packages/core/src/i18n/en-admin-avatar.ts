import type { CatalogueShape } from './catalogue-shape.ts';
import type { frAdminAvatar } from './fr-admin-avatar.ts';

export const enAdminAvatar: CatalogueShape<typeof frAdminAvatar> = {
  title: 'Avatar',
  hint: 'A 200 × 200 px square picture: the middle of the picture is kept.',
  none: 'No avatar yet',
  current: '{{name}}’s avatar',
  save: 'Save the avatar',
  saved: 'Avatar saved',
};
