import type { DemoDomain, DemoGalleryFile, DemoSetting } from '@vitrine/core/demo-manifest';
import { storagePaths } from '../storage-paths.ts';
import { GALLERY_WIDTHS, MEDIA_PLAN } from './media-plan.ts';

/** The logos drawn for every domain, by setting name. */
export const LOGO_SETTINGS = [
  'upper-left-logo',
  'upper-left-logo-neg',
  'secondary-logo',
  'white-logo',
  'black-logo',
] as const;

interface DomainIdentity {
  key: string;
  corporationKey: string;
  host: string;
  title: string;
  subtitle: { fr: string; en: string };
  mainColor: string;
  secondaryColor: string;
  presentation: { fr: string; en: string };
  /** Where the site's leads are notified (`sales-email`); the demo's mails land in data/mail or on SMTP_URL. */
  salesEmail: string;
}

const text = (name: string, value: string): DemoSetting => ({ name, type: 'text', value });
const image = (name: string, imagePath: string): DemoSetting => ({
  name,
  type: 'image',
  value: null,
  imagePath,
});

function domainSettings(identity: DomainIdentity): DemoSetting[] {
  const { key } = identity;
  return [
    text('main-color', identity.mainColor),
    text('secondary-color', identity.secondaryColor),
    text('with-filter', '1'),
    text('with-menu', '1'),
    text('with-modal', '0'),
    text('langs-enabled', '1'),
    text('header-title', identity.title),
    text('presentation', identity.presentation.fr),
    text('orbital-title', 'Choisissez votre appartement'),
    text('sales-email', identity.salesEmail),
    ...LOGO_SETTINGS.map((name) => image(name, storagePaths.branding(key, name))),
    image('splash-image', storagePaths.brandingJpg(key, 'splash-image')),
    image('contact-image', storagePaths.brandingJpg(key, 'contact-image')),
  ];
}

function galleryFiles(domain: string, count: number): DemoGalleryFile[] {
  return Array.from({ length: count }, (_, index) => ({
    path: storagePaths.gallery(domain, index),
    responsive: Object.fromEntries(
      GALLERY_WIDTHS.map((width) => [String(width), storagePaths.gallery(domain, index, width)]),
    ),
    thumbPath: storagePaths.gallery(domain, index, 'thumb'),
  }));
}

function buildDomain(identity: DomainIdentity): DemoDomain {
  const media = MEDIA_PLAN[identity.key]!;
  const name = identity.key.charAt(0).toUpperCase() + identity.key.slice(1);
  return {
    key: identity.key,
    corporationKey: identity.corporationKey,
    name: { fr: name, en: name },
    host: identity.host,
    title: { fr: identity.title, en: identity.title },
    subtitle: identity.subtitle,
    settings: domainSettings(identity),
    pages: [
      { name: 'contact', isActive: true, withAltLogo: false },
      { name: 'gallery', isActive: media.gallery > 0, withAltLogo: false },
      { name: 'video', isActive: media.video, withAltLogo: false },
      { name: 'cyclorama', isActive: media.cyclorama !== null, withAltLogo: false },
    ],
    files: galleryFiles(identity.key, media.gallery),
    videos: media.video
      ? [
          {
            thumbPath: storagePaths.video(identity.key, 'orbital', 'jpg'),
            formats: [{ path: storagePaths.video(identity.key, 'orbital', 'webm'), type: 'video/webm' }],
          },
        ]
      : [],
    tours: media.tours.map((tour) => ({
      number: tour.number,
      name: tour.name,
      thumbPath: `${storagePaths.tourDir(identity.key, tour.number)}/thumb.jpg`,
    })),
  };
}

export function demoDomains(unitCount: Record<string, number>): DemoDomain[] {
  return [
    buildDomain({
      key: 'sambre',
      corporationKey: 'horizon',
      host: 'localhost',
      title: 'Les Jardins de la Sambre',
      subtitle: {
        fr: `${unitCount.sambre} appartements et penthouses au bord de la Sambre`,
        en: `${unitCount.sambre} apartments and penthouses on the banks of the Sambre`,
      },
      salesEmail: 'ventes@horizon.test',
      mainColor: '#1e4d5c',
      secondaryColor: '#c79a4b',
      presentation: {
        fr: '<p>Deux résidences au cœur d’un parc arboré, entre la Sambre et le centre-ville : des appartements lumineux, des jardins privatifs et des penthouses avec terrasse panoramique.</p>',
        en: '<p>Two residences in a wooded park between the Sambre and the town centre: bright apartments, private gardens and penthouses with panoramic terraces.</p>',
      },
    }),
    buildDomain({
      key: 'meuse',
      corporationKey: 'meuse',
      host: 'meuse.localhost',
      title: 'Les Quais de Meuse',
      subtitle: {
        fr: `${unitCount.meuse} lofts et appartements face à la Meuse`,
        en: `${unitCount.meuse} lofts and apartments facing the Meuse`,
      },
      salesEmail: 'ventes@meuse.test',
      mainColor: '#2f3a4a',
      secondaryColor: '#d9643a',
      presentation: {
        fr: '<p>Une petite résidence bardée de bois sur le quai, face à la Meuse.</p>',
        en: '<p>A small timber-clad residence on the quay, facing the Meuse.</p>',
      },
    }),
  ];
}
