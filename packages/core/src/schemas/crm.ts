import { ZId } from './common.ts';
import { z } from './zod.ts';

// CRM synchronisation (docs/crm/): the shapes the server's CRM routes take and answer, shared
// by the server (validation, presenters) and the back office's CRM screen.

/** The four CRMs the back office names, in the order of its sync links. */
export const CRM_PROVIDERS = ['emerige', 'immolead', 'adlead', 'unlatch'] as const;
export const ZCrmProvider = z.enum(CRM_PROVIDERS);
export type TCrmProvider = z.infer<typeof ZCrmProvider>;

/** How the interface names each CRM. */
export const CRM_PROVIDER_LABELS: Readonly<Record<TCrmProvider, string>> = {
  emerige: 'Emerige',
  immolead: 'Immolead',
  adlead: 'Adlead',
  unlatch: 'Unlatch',
};

/** Each provider's credentials, as an admin enters them (stored encrypted, never sent back). */
export const CRM_CREDENTIALS = {
  emerige: z.object({ apiKey: z.string().trim().min(1).max(1024) }),
  immolead: z.object({
    apiKey: z.string().trim().min(1).max(1024),
    customerKey: z.string().trim().min(1).max(1024),
  }),
  adlead: z.object({
    tenantKey: z.string().trim().min(1).max(255),
    apiKey: z.string().trim().min(1).max(1024),
    /** Shared secret of the webhook signature. */
    webhookSecret: z.string().min(16).max(1024),
  }),
  unlatch: z.object({
    email: z.email().trim(),
    password: z.string().min(1).max(1024),
    /** `origin` of every imported lead, as Unlatch's client named it. */
    origin: z.string().trim().min(1).max(100).default('Vitrine'),
  }),
} satisfies Record<TCrmProvider, z.ZodObject>;

/** Credential fields typed in a password box; the others (tenant, e-mail, origin) are plain text. */
const SECRET_CREDENTIALS: ReadonlySet<string> = new Set([
  'apiKey',
  'customerKey',
  'webhookSecret',
  'password',
]);

export interface CrmCredentialField {
  name: string;
  secret: boolean;
  /** Has a default on the server (may be left empty even on a new connection). */
  optional: boolean;
}

/** The credential fields of a provider, in the order its form shows them. */
export function crmCredentialFields(provider: TCrmProvider): CrmCredentialField[] {
  return Object.entries(CRM_CREDENTIALS[provider].shape).map(([name, schema]) => ({
    name,
    secret: SECRET_CREDENTIALS.has(name),
    optional: schema.safeParse(undefined).success,
  }));
}

/** A project's override of the status mapping: external status word → one of its status ids. */
export const ZStatusMap = z.record(z.string().trim().min(1).max(64), z.number().int().positive());
export type TStatusMap = z.infer<typeof ZStatusMap>;

/** PUT /api/projects/{id}/crm/{provider}: what is left out keeps its stored value. */
export const ZCrmConnectionInput = z.object({
  base_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  /** The provider's fields (CRM_CREDENTIALS); omitted: the stored ones are kept. */
  credentials: z.record(z.string(), z.unknown()).optional(),
  status_map: ZStatusMap.nullable().optional(),
  enabled: z.boolean().optional(),
});
export type TCrmConnectionInput = z.infer<typeof ZCrmConnectionInput>;

/** A project's connection as an admin sees it: never its base URL or credentials. */
export const ZCrmConnection = z.object({
  provider: ZCrmProvider,
  label: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  /** Has lots to pull into the units (Adlead). */
  offers_stock: z.boolean(),
  status_map: ZStatusMap,
  /** Where the provider sends its webhooks (Adlead), once configured. */
  webhook_url: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TCrmConnection = z.infer<typeof ZCrmConnection>;

export const ZLotCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Lots without a unit here, left alone because creating was not asked. */
  missing: z.number().int(),
  errors: z.number().int(),
});
export type TLotCounts = z.infer<typeof ZLotCounts>;

export const UNIT_DIFF_FIELDS = ['status_id', 'price', 'surface', 'external_id'] as const;
export type TUnitDiffField = (typeof UNIT_DIFF_FIELDS)[number];

/** What a sync run did to one unit; unchanged units are only counted. */
export const ZUnitDiff = z.object({
  action: z.enum(['created', 'updated', 'missing', 'error', 'stale']),
  external_id: z.string(),
  reference: z.string().nullable(),
  unit_id: ZId.nullable(),
  /** Field → [before, after]. */
  changes: z.partialRecord(z.enum(UNIT_DIFF_FIELDS), z.tuple([z.unknown(), z.unknown()])).optional(),
  error: z.string().optional(),
});
export type TUnitDiff = z.infer<typeof ZUnitDiff>;

/** GET /api/projects/{id}/sync-runs: one run of one provider over a project or a building. */
export const ZSyncRun = z.object({
  id: ZId,
  provider: ZCrmProvider,
  project_id: ZId.nullable(),
  building_id: ZId.nullable(),
  user_id: ZId.nullable(),
  /** Who ran it (null when the user was deleted). */
  user_name: z.string().nullable(),
  status: z.enum(['running', 'succeeded', 'failed']),
  counts: ZLotCounts.nullable(),
  changes: z.array(ZUnitDiff),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TSyncRun = z.infer<typeof ZSyncRun>;

export const CRM_PUSH_STATUSES = ['pending', 'pushed', 'failed'] as const;

/** GET /api/contacts/{id}/crm: one lead's push to one CRM. */
export const ZCrmPush = z.object({
  provider: ZCrmProvider,
  status: z.enum(CRM_PUSH_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  pushed_at: z.string().nullable(),
  external_id: z.string().nullable(),
});
export type TCrmPush = z.infer<typeof ZCrmPush>;

/** A contact's pushes summed up: `skipped` when no CRM was connected. */
export const CONTACT_CRM_STATUSES = ['pending', 'pushed', 'failed', 'skipped'] as const;
export type TContactCrmStatus = (typeof CONTACT_CRM_STATUSES)[number];
