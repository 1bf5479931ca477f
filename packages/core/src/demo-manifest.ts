import { z } from './schemas/zod.ts';

/**
 * What the demo generator (scripts/) hands to the database seed (apps/server/src/db/seed): every
 * record of the demo development, with references by stable string keys (not database ids), and
 * the storage-relative paths of the files it rendered. The generator writes it as JSON beside its
 * files; the server reads and checks it with ZDemoManifest, and never loads the generator.
 */

/** The manifest's file name, in the generator's folder of the storage (DEMO_SOURCE_ROOT). */
export const DEMO_MANIFEST_FILE = 'demo-manifest.json';
/** The demo accounts' password (public: the demo is only seeded on a local APP_URL by default). */
export const DEMO_PASSWORD = 'vitrine-demo';

const ZTranslated = z.object({ fr: z.string(), en: z.string() });
export type Translated = z.infer<typeof ZTranslated>;

const ZDemoRole = z.union([z.literal(1), z.literal(2), z.literal(4)]);
export type DemoRole = z.infer<typeof ZDemoRole>;

const ZDemoUser = z.object({
  key: z.string(),
  name: z.string(),
  email: z.string(),
  /** Plain demo password; the seed hashes it. */
  password: z.string(),
  role: ZDemoRole,
  /** null for root */
  corporationKey: z.string().nullable(),
});
export type DemoUser = z.infer<typeof ZDemoUser>;

const ZDemoSetting = z.object({
  name: z.string(),
  type: z.enum(['text', 'image']),
  value: z.string().nullable(),
  /** storage-relative path of an image, e.g. "files/branding/logo.png" */
  imagePath: z.string().nullable().optional(),
});
export type DemoSetting = z.infer<typeof ZDemoSetting>;

const ZDemoCorporation = z.object({ key: z.string(), name: ZTranslated, settings: z.array(ZDemoSetting) });
export type DemoCorporation = z.infer<typeof ZDemoCorporation>;

const ZDemoPage = z.object({ name: z.string(), isActive: z.boolean(), withAltLogo: z.boolean() });
export type DemoPage = z.infer<typeof ZDemoPage>;

const ZDemoGalleryFile = z.object({
  /** storage-relative path of the full image */
  path: z.string(),
  /** storage-relative paths of responsive variants keyed by width */
  responsive: z.record(z.string(), z.string()),
  thumbPath: z.string(),
});
export type DemoGalleryFile = z.infer<typeof ZDemoGalleryFile>;

const ZDemoVideo = z.object({
  thumbPath: z.string(),
  formats: z.array(z.object({ path: z.string(), type: z.string() })),
});
export type DemoVideo = z.infer<typeof ZDemoVideo>;

const ZDemoTour = z.object({
  /** 1..4, matches vtour/{domain}/{n}/tour.xml */
  number: z.number().int().min(1).max(4),
  name: ZTranslated,
  thumbPath: z.string(),
});
export type DemoTour = z.infer<typeof ZDemoTour>;

const ZDemoDomain = z.object({
  key: z.string(),
  corporationKey: z.string(),
  name: ZTranslated,
  host: z.string(),
  title: ZTranslated,
  subtitle: ZTranslated,
  settings: z.array(ZDemoSetting),
  pages: z.array(ZDemoPage),
  files: z.array(ZDemoGalleryFile),
  videos: z.array(ZDemoVideo),
  tours: z.array(ZDemoTour),
});
export type DemoDomain = z.infer<typeof ZDemoDomain>;

const ZDemoStatus = z.object({
  /** system statuses use their fixed ids 1, 2, 3, 7; project statuses have none */
  systemId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(7)]).optional(),
  key: z.string(),
  name: ZTranslated,
  color: z.string(),
});
export type DemoStatus = z.infer<typeof ZDemoStatus>;

const ZDemoCategory = z.object({ key: z.string(), name: ZTranslated, color: z.string() });
export type DemoCategory = z.infer<typeof ZDemoCategory>;

const ZDemoUnit = z.object({
  key: z.string(),
  name: z.string(),
  fullname: ZTranslated,
  description: ZTranslated,
  priceDetail: ZTranslated,
  /** key of a DemoStatus (system statuses: "available", "sold", "reserved", "not-clickable") */
  statusKey: z.string(),
  categoryKey: z.string().nullable(),
  /** key of a parent unit (e.g. a parking attached to an apartment), or null */
  parentKey: z.string().nullable(),
  bedrooms: z.number(),
  surface: z.number(),
  price: z.number(),
  hasGarden: z.boolean(),
  hasTerrace: z.boolean(),
  hasBalcony: z.boolean(),
  hasLoggia: z.boolean(),
  /** storage-relative paths or null */
  blueprint2D: z.string().nullable(),
  blueprint3D: z.string().nullable(),
  blueprintPdf: z.string().nullable(),
  order: z.number(),
});
export type DemoUnit = z.infer<typeof ZDemoUnit>;

const ZDemoFloor = z.object({
  key: z.string(),
  name: z.string(),
  description: ZTranslated,
  order: z.number(),
  units: z.array(ZDemoUnit),
});
export type DemoFloor = z.infer<typeof ZDemoFloor>;

const ZDemoBuilding = z.object({
  key: z.string(),
  name: z.string(),
  description: ZTranslated,
  /** key of the parent building, null for a main building */
  parentKey: z.string().nullable(),
  order: z.number(),
  settings: z.array(ZDemoSetting),
  floors: z.array(ZDemoFloor),
});
export type DemoBuilding = z.infer<typeof ZDemoBuilding>;

const ZDemoProject = z.object({
  key: z.string(),
  domainKey: z.string(),
  name: ZTranslated,
  /** "T" for ST/T2/T3 labels, anything else for "N chambres" */
  topology: z.string(),
  showPrice: z.boolean(),
  showCategory: z.boolean(),
  gdpr: ZTranslated,
  cgu: z.string(),
  settings: z.array(ZDemoSetting),
  statuses: z.array(ZDemoStatus),
  categories: z.array(ZDemoCategory),
  buildings: z.array(ZDemoBuilding),
});
export type DemoProject = z.infer<typeof ZDemoProject>;

export const ZDemoManifest = z.object({
  /** bumps when the generator's output changes, so cached output is regenerated */
  version: z.number(),
  seed: z.number(),
  corporations: z.array(ZDemoCorporation),
  users: z.array(ZDemoUser),
  domains: z.array(ZDemoDomain),
  projects: z.array(ZDemoProject),
});
export type DemoManifest = z.infer<typeof ZDemoManifest>;
