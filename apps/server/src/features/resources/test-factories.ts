import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { toTranslatedJson } from '../../db/translatable.ts';
import { hashPassword } from '../../security/passwords.ts';

export const FACTORY_PASSWORD = 'factory-password';
let passwordHash: Promise<string> | undefined;

const t = (fr: string) => toTranslatedJson({ fr, en: `${fr} (en)` });

async function insert<T extends keyof import('../../db/schema.ts').Database>(
  db: Db,
  table: T,
  values: Record<string, unknown>,
): Promise<number> {
  // biome-ignore lint/suspicious/noExplicitAny: factories write any table
  const row = await (db as any).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function buildUser(
  db: Db,
  values: { email: string; role: 1 | 2 | 4; corporation_id: number | null; name?: string },
): Promise<number> {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  return insert(db, 'users', { name: values.name ?? values.email, ...values, password: await passwordHash });
}

/** Ids of one corporation's whole tree, one row of every kind (two units, two buildings). */
export interface CorporationTree {
  key: string;
  corporation: number;
  domain: number;
  project: number;
  building: number;
  subBuilding: number;
  floor: number;
  unit: number;
  childUnit: number;
  status: number;
  category: number;
  page: number;
  file: number;
  video: number;
  tour: number;
  contact: number;
  admin: number;
  user: number;
  settings: { corporation: number; domain: number; project: number; building: number; user: number };
  adminEmail: string;
  userEmail: string;
}

/**
 * A corporation with one row in every table below it, and an admin (2) and a user (4) of its
 * own; names carry `key` so that a leak is easy to spot.
 */
export async function buildCorporationTree(db: Db, key: string): Promise<CorporationTree> {
  const corporation = await insert(db, 'corporations', { name: t(`Corporation ${key}`) });
  const domain = await insert(db, 'domains', {
    corporation_id: corporation,
    name: t(`Domaine ${key}`),
    host: `${key}.example.test`,
    title: t(`Titre ${key}`),
    subtitle: t(''),
  });
  const project = await insert(db, 'projects', { domain_id: domain, name: t(`Projet ${key}`) });
  const building = await insert(db, 'buildings', {
    project_id: project,
    name: `${key}-main`,
    order_column: 0,
  });
  const subBuilding = await insert(db, 'buildings', {
    project_id: project,
    building_id: building,
    name: `${key}-annex`,
    order_column: 1,
  });
  const floor = await insert(db, 'floors', { building_id: building, name: `${key}-0`, order: 0 });
  const status = await insert(db, 'statuses', {
    project_id: project,
    name: t(`Option ${key}`),
    color: '#123456',
  });
  const category = await insert(db, 'categories', {
    project_id: project,
    name: t(`Catégorie ${key}`),
    color: '#654321',
  });
  const unit = await insert(db, 'units', {
    floor_id: floor,
    name: `${key.toUpperCase()}01`,
    fullname: t(`Appartement ${key}`),
    status_id: status,
    category_id: category,
    price: 100000,
    surface: 50,
    order: 0,
  });
  const childUnit = await insert(db, 'units', {
    floor_id: floor,
    unit_id: unit,
    name: `${key.toUpperCase()}P1`,
    fullname: t(`Parking ${key}`),
    status_id: 1,
    order: 1,
  });
  const page = await insert(db, 'pages', { domain_id: domain, name: `contact-${key}` });
  const file = await insert(db, 'files', { domain_id: domain, path: `files/gallery/${key}.jpg`, order: 0 });
  const video = await insert(db, 'videos', { domain_id: domain, order: 0 });
  await insert(db, 'video_formats', {
    video_id: video,
    path: `files/videos/${key}.webm`,
    type: 'video/webm',
  });
  const tour = await insert(db, 'tours', { domain_id: domain, number: 1, name: t(`Tour ${key}`) });
  const contact = await insert(db, 'contacts', {
    domain_id: domain,
    project_id: project,
    unit_id: unit,
    status_id: status,
    source: 'contact',
    first_name: 'Jeanne',
    last_name: key,
    email: `lead-${key}@example.test`,
  });
  const adminEmail = `admin-${key}@example.test`;
  const userEmail = `user-${key}@example.test`;
  const admin = await buildUser(db, { email: adminEmail, role: 2, corporation_id: corporation });
  const user = await buildUser(db, { email: userEmail, role: 4, corporation_id: corporation });
  const setting = (owner: Record<string, number>, name: string) =>
    insert(db, 'settings', { ...owner, name, type: 'text', value: `${name}-${key}` });
  const settings = {
    corporation: await setting({ corporation_id: corporation }, 'logo'),
    domain: await setting({ domain_id: domain }, 'main-color'),
    project: await setting({ project_id: project }, 'with-price-detail'),
    building: await setting({ building_id: building }, 'initial-rotation'),
    user: await setting({ user_id: user }, 'theme'),
  };
  return {
    key,
    corporation,
    domain,
    project,
    building,
    subBuilding,
    floor,
    unit,
    childUnit,
    status,
    category,
    page,
    file,
    video,
    tour,
    contact,
    admin,
    user,
    settings,
    adminEmail,
    userEmail,
  };
}

/** A small real picture (gradient), as PNG or JPEG bytes. */
export function buildPicture(
  width = 64,
  height = 48,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** A minimal valid PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
