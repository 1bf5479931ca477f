import type { CatalogueShape } from './catalogue-shape.ts';
import type { frKiosk } from './fr-kiosk.ts';

/** English words of kiosk mode (issue 15 point 4). */
export const enKiosk: CatalogueShape<typeof frKiosk> = {
  phone: {
    button: 'Get it on my phone',
    title: 'Get this home on your phone',
    hint: 'Scan this code with your phone’s camera: the home’s sheet opens there, to keep or to share. No e-mail is asked for on this screen.',
    qrAlt: 'QR code of the sheet of {{title}}',
    close: 'Close',
  },
  idle: {
    warning: 'Still there? The screen goes back to the home page in {{seconds}} s.',
    stay: 'I’m still here',
  },
  link: {
    refused: 'Kiosk link refused',
    malformed:
      'This kiosk link is incomplete or damaged. Ask for a new one in the back office (the site’s Visual identity).',
    forged:
      'This kiosk link was not signed by this site. Ask for a new one in the back office (the site’s Visual identity).',
    expired:
      'This kiosk link has expired. Ask for a new one in the back office (the site’s Visual identity).',
    otherSite: 'This kiosk link was made for another site: open it at that site’s address.',
    wrongKind: 'This is not a kiosk link. Ask for one in the back office (the site’s Visual identity).',
    home: 'Go to the site’s home page',
  },
  admin: {
    title: 'Kiosk link',
    intro:
      'Open this link on the sales-office screen: that browser becomes a kiosk for a year (idle delay above); the site’s other visitors see no change.',
    days: 'The link can be opened for (days)',
    create: 'Create a kiosk link',
    validUntil: 'This link opens a kiosk until {{date}}.',
    copy: 'Copy the link',
    copied: 'Link copied',
    leave: 'To take a screen out of kiosk mode, open {{path}} on that screen.',
  },
};
