/**
 * What the demo generator hands to the database seed: every record of the demo
 * development, with references by stable string keys (not database ids), and the
 * storage-relative paths of the files it rendered. The seed (apps/server/src/db/seed)
 * turns this into rows; the generator never touches the database.
 */

export type Translated = { fr: string; en: string };

export type DemoRole = 1 | 2 | 4;

export interface DemoUser {
  key: string;
  name: string;
  email: string;
  /** Plain demo password; the seed hashes it. */
  password: string;
  role: DemoRole;
  /** null for root */
  corporationKey: string | null;
}

export interface DemoSetting {
  name: string;
  type: 'text' | 'image';
  value: string | null;
  /** storage-relative path of an image, e.g. "files/branding/logo.png" */
  imagePath?: string | null;
}

export interface DemoCorporation {
  key: string;
  name: Translated;
  settings: DemoSetting[];
}

export interface DemoPage {
  name: string;
  isActive: boolean;
  withAltLogo: boolean;
}

export interface DemoGalleryFile {
  /** storage-relative path of the full image */
  path: string;
  /** storage-relative paths of responsive variants keyed by width */
  responsive: Record<string, string>;
  thumbPath: string;
}

export interface DemoVideo {
  thumbPath: string;
  formats: { path: string; type: string }[];
}

export interface DemoTour {
  /** 1..4, matches vtour/{domain}/{n}/tour.xml */
  number: number;
  name: Translated;
  thumbPath: string;
}

export interface DemoDomain {
  key: string;
  corporationKey: string;
  name: Translated;
  host: string;
  title: Translated;
  subtitle: Translated;
  settings: DemoSetting[];
  pages: DemoPage[];
  files: DemoGalleryFile[];
  videos: DemoVideo[];
  tours: DemoTour[];
}

export interface DemoStatus {
  /** system statuses use their fixed ids 1, 2, 3, 7; project statuses have none */
  systemId?: 1 | 2 | 3 | 7;
  key: string;
  name: Translated;
  color: string;
}

export interface DemoCategory {
  key: string;
  name: Translated;
  color: string;
}

export interface DemoUnit {
  key: string;
  name: string;
  fullname: Translated;
  description: Translated;
  priceDetail: Translated;
  /** key of a DemoStatus (system statuses: "available", "sold", "reserved", "not-clickable") */
  statusKey: string;
  categoryKey: string | null;
  /** key of a parent unit (e.g. a parking attached to an apartment), or null */
  parentKey: string | null;
  bedrooms: number;
  surface: number;
  price: number;
  hasGarden: boolean;
  hasTerrace: boolean;
  hasBalcony: boolean;
  hasLoggia: boolean;
  /** storage-relative paths or null */
  blueprint2D: string | null;
  blueprint3D: string | null;
  blueprintPdf: string | null;
  order: number;
}

export interface DemoFloor {
  key: string;
  name: string;
  description: Translated;
  order: number;
  units: DemoUnit[];
}

export interface DemoBuilding {
  key: string;
  name: string;
  description: Translated;
  /** key of the parent building, null for a main building */
  parentKey: string | null;
  order: number;
  settings: DemoSetting[];
  floors: DemoFloor[];
}

export interface DemoProject {
  key: string;
  domainKey: string;
  name: Translated;
  /** "T" for ST/T2/T3 labels, anything else for "N chambres" */
  topology: string;
  showPrice: boolean;
  showCategory: boolean;
  gdpr: Translated;
  cgu: string;
  settings: DemoSetting[];
  statuses: DemoStatus[];
  categories: DemoCategory[];
  buildings: DemoBuilding[];
}

export interface DemoManifest {
  /** bumps when the generator's output changes, so cached output is regenerated */
  version: number;
  seed: number;
  corporations: DemoCorporation[];
  users: DemoUser[];
  domains: DemoDomain[];
  projects: DemoProject[];
}
