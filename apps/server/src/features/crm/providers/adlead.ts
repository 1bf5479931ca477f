import { createHmac, timingSafeEqual } from 'node:crypto';
import { CRM_CREDENTIALS } from '@vitrine/core/schemas/crm';
import { z } from 'zod';
import type { ExternalLot, LeadForCrm, LotEvent } from '../crm-connector.ts';
import { CrmError, callCrm, joinUrl } from '../crm-http.ts';
import type { ProviderDefinition } from './provider-definition.ts';

// Adlead: REST under {base}/v1/{tenantKey}/…, authenticated by the X-API-Key header.
// Lots: GET programs/{id}/lots (paginated), leads: POST programs/{id}/leads, webhooks
// lot:created / lot:updated / lot:status-updated signed by an HMAC-SHA256 `signature` header.

const ZCredentials = CRM_CREDENTIALS.adlead;

const ZId = z.union([z.string().min(1), z.number()]).transform(String);
const ZMoney = z.number().nonnegative().nullable().optional();

const ZLot = z.object({
  id: ZId,
  reference: z.string().min(1),
  type: z.string().nullable().optional(),
  typology: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  price_incl_vat: ZMoney,
  price_excl_vat: ZMoney,
  surface: z.number().nonnegative().nullable().optional(),
  building_id: ZId.nullable().optional(),
  floor_id: ZId.nullable().optional(),
  parent_id: ZId.nullable().optional(),
  children: z.array(z.object({ id: ZId })).optional(),
  updated_at: z.string().nullable().optional(),
});

const ZLotPage = z.object({
  data: z.array(ZLot),
  meta: z.object({ current_page: z.number(), last_page: z.number() }).optional(),
});

const ZLotChange = ZLot.partial().extend({ id: ZId });

export const ADLEAD_EVENTS = ['lot:created', 'lot:updated', 'lot:status-updated'] as const;

const ZEvent = z.object({
  id: ZId,
  event: z.string().min(1),
  created_at: z.string().nullable().optional(),
  data: z.object({ lot: ZLotChange }),
});

type AdleadLot = z.infer<typeof ZLotChange>;

function toLot(lot: z.infer<typeof ZLot>): ExternalLot {
  return {
    externalId: lot.id,
    reference: lot.reference,
    status: lot.status ?? null,
    price: lot.price_incl_vat ?? null,
    priceExclVat: lot.price_excl_vat ?? null,
    surface: lot.surface ?? null,
    typology: lot.typology ?? null,
    type: lot.type ?? null,
    parentExternalId: lot.parent_id ?? null,
    buildingExternalId: lot.building_id ?? null,
    floorExternalId: lot.floor_id ?? null,
    updatedAt: lot.updated_at ?? null,
  };
}

/** Only the fields an event carries: a status event must not blank the price. */
function toLotChange(lot: AdleadLot): LotEvent['lot'] {
  const change: LotEvent['lot'] = { externalId: lot.id };
  if (lot.reference !== undefined) change.reference = lot.reference;
  if (lot.status !== undefined) change.status = lot.status;
  if (lot.price_incl_vat !== undefined) change.price = lot.price_incl_vat;
  if (lot.price_excl_vat !== undefined) change.priceExclVat = lot.price_excl_vat;
  if (lot.surface !== undefined) change.surface = lot.surface;
  if (lot.parent_id !== undefined) change.parentExternalId = lot.parent_id;
  if (lot.updated_at !== undefined) change.updatedAt = lot.updated_at;
  return change;
}

/** The lead as Adlead's `programs/{id}/leads` takes it. */
export function adleadLeadBody(lead: LeadForCrm) {
  return {
    contact: {
      lastname: lead.lastName,
      firstname: lead.firstName,
      email: lead.email,
      phone: lead.phone,
      optin_email: lead.optIn,
      optin_sms: false,
      optin_partners: false,
      language: lead.locale,
    },
    lead: {
      message: lead.message,
      lot_id: lead.unit?.externalId ?? null,
      lot_reference: lead.unit?.name ?? null,
      source: lead.tracking.source,
      medium: lead.tracking.medium,
      campaign: lead.tracking.campaign,
      url: lead.pageUrl,
    },
    external_reference: lead.idempotencyKey,
  };
}

const ZLeadAnswer = z.object({ data: z.object({ id: ZId }) });

/** `sha256=<hex>` or bare hex of HMAC-SHA256(raw body, secret). */
export function adleadSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export const adlead: ProviderDefinition = {
  provider: 'adlead',
  label: 'Adlead',
  credentials: ZCredentials,
  offersStock: true,
  sendsWebhooks: true,
  connect(settings) {
    const credentials = ZCredentials.parse(settings.credentials);
    const root = joinUrl(settings.baseUrl, `v1/${encodeURIComponent(credentials.tenantKey)}`);
    const headers = { 'x-api-key': credentials.apiKey };
    const call = (method: 'GET' | 'POST', path: string, json?: unknown, extra: Record<string, string> = {}) =>
      callCrm({
        method,
        url: joinUrl(root, path),
        headers: { ...headers, ...extra },
        json,
        timeoutMs: settings.timeoutMs,
        network: settings.network,
        provider: 'Adlead',
      });

    return {
      provider: 'adlead',
      async pullLots(scope) {
        const lots: ExternalLot[] = [];
        for (let page = 1; page <= 1000; page += 1) {
          const query = new URLSearchParams({ page: String(page), per_page: '100' });
          if (scope.buildingId) query.set('building_id', scope.buildingId);
          const answer = await call('GET', `programs/${encodeURIComponent(scope.programId)}/lots?${query}`);
          const parsed = ZLotPage.safeParse(answer.body);
          if (!parsed.success) throw new CrmError('Adlead sent a lot list that cannot be read', false);
          lots.push(...parsed.data.data.map(toLot));
          if (!parsed.data.meta || parsed.data.meta.current_page >= parsed.data.meta.last_page) break;
        }
        return lots;
      },
      async pushLead(lead) {
        const program = lead.project.externalIds.adlead;
        if (!program) throw new CrmError('the project has no Adlead id (adlead_id)', false);
        const answer = await call(
          'POST',
          `programs/${encodeURIComponent(program)}/leads`,
          adleadLeadBody(lead),
          {
            'idempotency-key': lead.idempotencyKey,
          },
        );
        const parsed = ZLeadAnswer.safeParse(answer.body);
        return parsed.success
          ? { externalId: parsed.data.data.id }
          : { externalId: null, note: 'Adlead accepted the lead without a readable id' };
      },
      verifyWebhook({ rawBody, headers }) {
        const header = headers.signature;
        const sent = (Array.isArray(header) ? header[0] : header)?.replace(/^sha256=/, '') ?? '';
        const expected = Buffer.from(adleadSignature(credentials.webhookSecret, rawBody), 'hex');
        const given = /^[0-9a-f]+$/i.test(sent) ? Buffer.from(sent, 'hex') : Buffer.alloc(0);
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
      parseWebhook(body) {
        const parsed = ZEvent.safeParse(body);
        if (!parsed.success) throw new CrmError('malformed Adlead event', false);
        const { id, event, created_at, data } = parsed.data;
        return {
          id,
          type: event,
          occurredAt: created_at ?? data.lot.updated_at ?? null,
          lot: toLotChange(data.lot),
        };
      },
    };
  },
};
