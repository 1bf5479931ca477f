import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Provider } from '../features/crm/crm-db.ts';

/**
 * Column conventions, the same on SQLite and PostgreSQL:
 * - translatable fields hold JSON text `{"fr":…,"en":…}` (see translatable.ts);
 * - flags are integers 0/1 (SQLite has no boolean; presenters turn them into booleans);
 * - timestamps are ISO 8601 strings in UTC (text on SQLite, timestamptz on PostgreSQL, read back
 *   as ISO strings by the pg type parser);
 * - file columns hold storage-relative paths (`files/gallery/01.jpg`), never URLs.
 */
type Id = Generated<number>;
type Json = string;
type Timestamp = ColumnType<string, string | undefined, string>;
type DefaultedFlag = ColumnType<number, number | undefined, number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CorporationsTable {
  id: Id;
  name: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DomainsTable {
  id: Id;
  corporation_id: number;
  name: Json;
  /** lower-case host without port, unique */
  host: string;
  title: Json;
  subtitle: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Id;
  /** null for root accounts */
  corporation_id: number | null;
  name: string;
  /** lower-case, unique */
  email: string;
  /** argon2id hash */
  password: string;
  /** 1 root, 2 admin, 4 user */
  role: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** opaque random id (or its hash), the cookie's value */
  id: string;
  /** null for an anonymous session that only carries the CSRF token */
  user_id: number | null;
  csrf_token: string;
  remember: DefaultedFlag;
  ip: string | null;
  user_agent: string | null;
  expires_at: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** A named setting owned by exactly one of: corporation, domain, project, building, user. */
export interface SettingsTable {
  id: Id;
  corporation_id: number | null;
  domain_id: number | null;
  project_id: number | null;
  building_id: number | null;
  user_id: number | null;
  name: string;
  /** 'text' | 'image' */
  type: Defaulted<string>;
  value: string | null;
  image_path: string | null;
  css_file_path: string | null;
  pdf_path: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PagesTable {
  id: Id;
  domain_id: number;
  name: string;
  is_active: DefaultedFlag;
  with_alt_logo: DefaultedFlag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A gallery picture of a domain. */
export interface FilesTable {
  id: Id;
  domain_id: number;
  path: string;
  /** JSON `{ "<width>": "<path>" }` */
  responsive: Defaulted<Json>;
  thumb_path: string | null;
  original_name: string | null;
  mime: string | null;
  size: number | null;
  order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideosTable {
  id: Id;
  domain_id: number;
  thumb_path: string | null;
  order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideoFormatsTable {
  id: Id;
  video_id: number;
  path: string;
  /** MIME type, e.g. video/mp4 */
  type: string;
  order: Defaulted<number>;
}

/** A virtual tour; its panorama lives in vtour/{domain}/{number}/tour.xml. */
export interface ToursTable {
  id: Id;
  domain_id: number;
  /** 1..4, unique per domain */
  number: number;
  name: Json;
  thumb_path: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectsTable {
  id: Id;
  domain_id: number;
  name: Json;
  topology: string | null;
  show_price: DefaultedFlag;
  show_category: DefaultedFlag;
  /** translatable HTML */
  gdpr: Json;
  cgu: string | null;
  emerige_id: string | null;
  immolead_id: string | null;
  adlead_id: string | null;
  unlatch_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BuildingsTable {
  id: Id;
  project_id: number;
  /** parent building; null for a main building */
  building_id: number | null;
  name: string;
  description: Json;
  adlead_id: string | null;
  order_column: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FloorsTable {
  id: Id;
  building_id: number;
  name: string;
  description: Json;
  adlead_id: string | null;
  order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Ids 1, 2, 3 and 7 are the system statuses (project_id null), seeded by the migration. */
export interface StatusesTable {
  id: Id;
  project_id: number | null;
  name: Json;
  color: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Id;
  project_id: number;
  name: Json;
  color: string;
  order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UnitsTable {
  id: Id;
  floor_id: number;
  /** parent unit (e.g. the flat a parking belongs to) */
  unit_id: number | null;
  status_id: number | null;
  category_id: number | null;
  name: string;
  fullname: Json;
  description: Json;
  price_detail: Json;
  bedrooms: Defaulted<number>;
  surface: Defaulted<number>;
  price: number | null;
  has_garden: DefaultedFlag;
  has_terrace: DefaultedFlag;
  has_balcony: DefaultedFlag;
  has_loggia: DefaultedFlag;
  blueprint_2d_path: string | null;
  blueprint_3d_path: string | null;
  blueprint_pdf_path: string | null;
  /** id in the synchronised external system */
  external_id: string | null;
  /** when the last external change applied to the unit happened (CRM webhooks drop older ones) */
  external_updated_at: string | null;
  order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A name a unit had before a rename; its old public links redirect to the current name. */
export interface UnitFormerNamesTable {
  id: Id;
  unit_id: number;
  name: string;
  created_at: Timestamp;
}

/** A name a floor had before a rename (its old links redirect). */
export interface FloorFormerNamesTable {
  id: Id;
  floor_id: number;
  name: string;
  created_at: Timestamp;
}

/** A name a building had before a rename (its old links redirect). */
export interface BuildingFormerNamesTable {
  id: Id;
  building_id: number;
  name: string;
  created_at: Timestamp;
}

/** A lead from the contact form ('contact') or a unit sent by e-mail ('mail-to'). */
export interface ContactsTable {
  id: Id;
  domain_id: number;
  project_id: number | null;
  unit_id: number | null;
  status_id: number | null;
  source: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  body: string | null;
  url: string | null;
  locale: Defaulted<string>;
  gdpr_accepted: DefaultedFlag;
  /** 'pending' | 'pushed' | 'failed' | 'skipped' */
  crm_status: Defaulted<string>;
  crm_attempts: Defaulted<number>;
  crm_error: string | null;
  crm_pushed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** where the sales team is with the lead: core's LEAD_STATUSES */
  lead_status: Defaulted<string>;
  /** the sales team's note */
  note: string | null;
  /** JSON array of the unit ids the visitor opened before writing, when they chose to send them */
  viewed_unit_ids: string | null;
}

/** Visitor analytics: one count per site, UTC day, kind, project and unit (0 for none). */
export interface VisitorCountsTable {
  id: Id;
  domain_id: number;
  day: string;
  /** core's VISITOR_EVENT_KINDS */
  kind: string;
  project_id: Defaulted<number>;
  unit_id: Defaulted<number>;
  count: Defaulted<number>;
}

/** An origin allowed to embed a site and call its read API from a browser (issue 16 point 3). */
export interface EmbedOriginsTable {
  id: Id;
  domain_id: number;
  /** normalised origin: scheme, lower-case host, port when not the default (core embed-origins.ts) */
  origin: string;
  created_at: Timestamp;
}

/** A key of a site's public read API; only its hash is kept. */
export interface ApiKeysTable {
  id: Id;
  domain_id: number;
  name: string;
  /** sha256 hex of the key */
  key_hash: string;
  /** the key's first characters, shown to tell keys apart */
  prefix: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A change of a unit's status or price (issue 16 point 4): who or what made it, from what to what. */
export interface UnitChangesTable {
  id: Id;
  unit_id: number;
  /** core's UNIT_HISTORY_FIELDS */
  field: string;
  from_value: number | null;
  to_value: number | null;
  /** core's UNIT_CHANGE_SOURCES: person, import, crm */
  source: string;
  user_id: number | null;
  created_at: Timestamp;
}

/** Where a corporation's unit changes are sent, and the secret that signs them. */
export interface UnitWebhooksTable {
  id: Id;
  corporation_id: number;
  url: Defaulted<string>;
  secret: string;
  enabled: DefaultedFlag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One signed POST of unit changes to a corporation's webhook: the durable outbox. */
export interface UnitWebhookDeliveriesTable {
  id: Id;
  corporation_id: number;
  payload: string;
  status: Defaulted<'pending' | 'sent' | 'failed'>;
  attempts: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  locked_until: string | null;
  sent_at: string | null;
  created_at: Timestamp;
}

export type PushStatus = 'pending' | 'pushed' | 'failed';

/** One lead to push to one CRM: the durable outbox of CRM pushes. */
export interface CrmOutboxTable {
  id: Id;
  contact_id: number;
  provider: Provider;
  /** Sent with every attempt, so that a retried push is recognised by the provider. */
  idempotency_key: string;
  status: Defaulted<PushStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  external_id: string | null;
  next_attempt_at: Timestamp;
  locked_until: string | null;
  pushed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type EventStatus = 'pending' | 'applied' | 'ignored' | 'failed';

/** One webhook call received from a CRM: the durable inbox, unique per (connection, event id). */
export interface CrmWebhookEventsTable {
  id: Id;
  connection_id: number;
  event_id: string;
  event_type: string;
  payload: Json;
  status: Defaulted<EventStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  outcome: string | null;
  occurred_at: string | null;
  next_attempt_at: Timestamp;
  locked_until: string | null;
  processed_at: string | null;
  received_at: Timestamp;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A durable background job (orbital frames), with its progress and its error for the admin. */
export interface JobsTable {
  id: Id;
  kind: string;
  status: Defaulted<JobStatus>;
  /** The resource whose authorization the job shares, e.g. 'buildings' and its id. */
  resource: string;
  resource_id: number;
  user_id: number | null;
  /** JSON input of the job's handler. */
  payload: Json;
  result: Json | null;
  progress: Defaulted<number>;
  total: Defaulted<number>;
  /** Claims so far: a job whose worker died is taken again a few times at most. */
  attempts: Defaulted<number>;
  error: string | null;
  locked_until: string | null;
  finished_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A file received by the FilePond endpoint, waiting to be attached to a record. */
export interface TemporaryUploadsTable {
  /** the FilePond server id */
  id: string;
  user_id: number | null;
  /** storage-relative path of the received bytes */
  path: string;
  original_name: string;
  mime: string | null;
  /** declared total size in bytes (chunked uploads) */
  size: number | null;
  received: Defaulted<number>;
  completed_at: string | null;
  created_at: Timestamp;
  /** the request writing a chunk now (its lease token), and until when its lease holds */
  writer: string | null;
  writer_until: string | null;
}

/** Bytes accepted from a user over the last day, one row per upload (kept once claimed). */
export interface UploadUsageTable {
  /** the upload's id */
  id: string;
  user_id: number;
  corporation_id: number | null;
  bytes: number;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Id;
  /** JSON: to, subject, html, text, … */
  payload: Json;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  /** set while a worker is sending it */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: Timestamp;
  /** the lead this mail is about */
  contact_id: number | null;
  /** 'lead-visitor' | 'lead-sales' | … */
  kind: string | null;
  /** set when the worker gave up after its last attempt */
  failed_at: string | null;
}

/** A captcha solution already used (its key), kept until the challenge expires. */
export interface CaptchaSolutionsTable {
  key: string;
  expires_at: string;
}

export interface SyncRunsTable {
  id: Id;
  /** 'emerige' | 'immolead' | 'adlead' | 'unlatch' */
  provider: string;
  project_id: number | null;
  building_id: number | null;
  user_id: number | null;
  /** 'running' | 'succeeded' | 'failed' */
  status: Defaulted<string>;
  /** JSON counts of created / updated / deleted rows */
  summary: string | null;
  /** JSON list of the per-unit changes of the run */
  details: string | null;
  error: string | null;
  started_at: Timestamp;
  finished_at: string | null;
  /** While 'running': extended by the process working the run; once passed, the run was cut off. */
  alive_until: string | null;
}

/** How a project reaches one CRM provider; one per project and provider. */
export interface CrmConnectionsTable {
  id: Id;
  project_id: number;
  provider: Provider;
  base_url: string;
  /** AES-256-GCM envelope of the credentials JSON (crm-secrets.ts) */
  credentials: string;
  /** JSON `{ "<external status>": <status id> }` over the default mapping */
  status_map: string | null;
  enabled: DefaultedFlag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The public tree's data version of a domain (no foreign key: a deleted domain's row stays). */
export interface ContentVersionsTable {
  domain_id: number;
  version: Defaulted<number>;
}

/** Throttle counters by key and fixed window (security/throttle.ts). */
export interface ThrottlesTable {
  key: string;
  window_start: string;
  count: Defaulted<number>;
  /** the window and the next one read it (sliding estimate); swept after that */
  expires_at: string;
}

export interface Database {
  corporations: CorporationsTable;
  domains: DomainsTable;
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  pages: PagesTable;
  files: FilesTable;
  videos: VideosTable;
  video_formats: VideoFormatsTable;
  tours: ToursTable;
  projects: ProjectsTable;
  buildings: BuildingsTable;
  floors: FloorsTable;
  statuses: StatusesTable;
  categories: CategoriesTable;
  units: UnitsTable;
  contacts: ContactsTable;
  temporary_uploads: TemporaryUploadsTable;
  mail_outbox: MailOutboxTable;
  captcha_solutions: CaptchaSolutionsTable;
  sync_runs: SyncRunsTable;
  upload_usage: UploadUsageTable;
  unit_former_names: UnitFormerNamesTable;
  floor_former_names: FloorFormerNamesTable;
  building_former_names: BuildingFormerNamesTable;
  unit_changes: UnitChangesTable;
  unit_webhooks: UnitWebhooksTable;
  unit_webhook_deliveries: UnitWebhookDeliveriesTable;
  embed_origins: EmbedOriginsTable;
  api_keys: ApiKeysTable;
  visitor_counts: VisitorCountsTable;
  crm_outbox: CrmOutboxTable;
  crm_webhook_events: CrmWebhookEventsTable;
  jobs: JobsTable;
  crm_connections: CrmConnectionsTable;
  content_versions: ContentVersionsTable;
  throttles: ThrottlesTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
