import { randomUUID } from 'node:crypto';
import { adleadSignature } from '../providers/adlead.ts';
import {
  type FakeServer,
  headerOf,
  LeadStore,
  type RecordedRequest,
  type Reply,
  startFakeServer,
} from './fake-server.ts';

/** A lot as Adlead's API writes it. */
export interface AdleadLot {
  id: string;
  reference: string;
  type: string;
  typology: string | null;
  status: string;
  price_incl_vat: number | null;
  price_excl_vat: number | null;
  surface: number | null;
  building_id: string | null;
  floor_id: string | null;
  parent_id: string | null;
  children: { id: string }[];
  updated_at: string;
}

export interface AdleadLead {
  contact: { lastname: string; firstname: string; email: string; phone: string | null; optin_email: boolean };
  lead: {
    message: string | null;
    lot_id: string | null;
    source: string;
    medium: string;
    campaign: string | null;
  };
  external_reference: string;
}

export interface WebhookDelivery {
  eventId: string;
  attempt: number;
  status: number | 'network error';
}

export interface FakeAdlead extends FakeServer {
  tenantKey: string;
  apiKey: string;
  leads: LeadStore<AdleadLead>;
  deliveries: WebhookDelivery[];
  setLots(programId: string, lots: AdleadLot[]): void;
  lot(programId: string, id: string): AdleadLot;
  /** Where lot events go, signed with `secret`. */
  setWebhook(url: string, secret: string): void;
  /** Changes a lot as a sales agent would in Adlead, then announces it (lot:updated / lot:status-updated). */
  changeLot(programId: string, id: string, changes: Partial<AdleadLot>): Promise<WebhookDelivery[]>;
  /** Sends an event as Adlead does: signed, retried 3 times on failure. Options forge what a bad sender would. */
  deliver(
    event: Record<string, unknown>,
    options?: { secret?: string; signature?: string },
  ): Promise<WebhookDelivery[]>;
}

/** The lots page size the fake answers, smaller than asked, so that paging is exercised. */
const PAGE_SIZE = 2;

export function adleadLot(id: string, reference: string, fields: Partial<AdleadLot> = {}): AdleadLot {
  return {
    id,
    reference,
    type: 'apartment',
    typology: 'T3',
    status: 'available',
    price_incl_vat: 315000,
    price_excl_vat: 262500,
    surface: 84.5,
    building_id: 'ADL-B-A',
    floor_id: 'ADL-F-A0',
    parent_id: null,
    children: [],
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

function isLead(body: unknown): body is AdleadLead {
  const lead = body as AdleadLead;
  return (
    typeof lead?.contact?.lastname === 'string' &&
    typeof lead.contact.firstname === 'string' &&
    typeof lead.contact.email === 'string' &&
    typeof lead.contact.optin_email === 'boolean' &&
    typeof lead.lead?.source === 'string' &&
    typeof lead.external_reference === 'string'
  );
}

/** Adlead's REST API (`/v1/{tenantKey}/…`, X-API-Key) and its webhook sender, on a local port. */
export async function startFakeAdlead(
  options: { tenantKey?: string; apiKey?: string } = {},
): Promise<FakeAdlead> {
  const tenantKey = options.tenantKey ?? 'tenant-tilleuls';
  const apiKey = options.apiKey ?? 'adlead-api-key';
  const programs = new Map<string, AdleadLot[]>();
  const leads = new LeadStore<AdleadLead>('ADL-LEAD');
  const deliveries: WebhookDelivery[] = [];
  let webhook: { url: string; secret: string } | null = null;

  function handle(request: RecordedRequest): Reply {
    const match = /^\/v1\/([^/]+)\/programs\/([^/]+)\/(lots|leads)$/.exec(request.path);
    if (!match || match[1] !== tenantKey) return { status: 404, json: { message: 'Not found' } };
    if (headerOf(request, 'x-api-key') !== apiKey)
      return { status: 401, json: { message: 'Invalid API key' } };
    const lots = programs.get(decodeURIComponent(match[2]!));
    if (!lots) return { status: 404, json: { message: 'Unknown program' } };
    if (match[3] === 'lots' && request.method === 'GET') {
      const building = request.query.get('building_id');
      const all = lots.filter((lot) => !building || lot.building_id === building);
      const page = Number(request.query.get('page') ?? '1');
      const lastPage = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
      return {
        status: 200,
        json: {
          data: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          meta: { current_page: page, last_page: lastPage, total: all.length },
        },
      };
    }
    if (match[3] === 'leads' && request.method === 'POST') {
      if (!isLead(request.json))
        return { status: 422, json: { message: 'contact.lastname, firstname and email are required' } };
      const key = headerOf(request, 'idempotency-key') ?? request.json.external_reference;
      const { id, created } = leads.keep(key, request.json);
      return { status: created ? 201 : 200, json: { data: { id } } };
    }
    return { status: 405, json: { message: 'Method not allowed' } };
  }

  const server = await startFakeServer(handle);

  async function deliver(
    event: Record<string, unknown>,
    forged: { secret?: string; signature?: string } = {},
  ) {
    if (!webhook) throw new Error('no webhook configured');
    const body = JSON.stringify(event);
    const signature = forged.signature ?? `sha256=${adleadSignature(forged.secret ?? webhook.secret, body)}`;
    const made: WebhookDelivery[] = [];
    // Adlead retries a failed delivery 3 times.
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      let status: WebhookDelivery['status'];
      try {
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', signature },
          body,
        });
        await response.text();
        status = response.status;
      } catch {
        status = 'network error';
      }
      const delivery = { eventId: String(event.id), attempt, status };
      made.push(delivery);
      deliveries.push(delivery);
      if (typeof status === 'number' && status >= 200 && status < 300) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return made;
  }

  function lotOf(programId: string, id: string): AdleadLot {
    const found = programs.get(programId)?.find((lot) => lot.id === id);
    if (!found) throw new Error(`no lot ${id}`);
    return found;
  }

  return {
    ...server,
    tenantKey,
    apiKey,
    leads,
    deliveries,
    setLots(programId, lots) {
      programs.set(programId, lots);
    },
    lot: lotOf,
    setWebhook(url, secret) {
      webhook = { url, secret };
    },
    async changeLot(programId, id, changes) {
      const lot = lotOf(programId, id);
      Object.assign(lot, changes, { updated_at: new Date().toISOString() });
      if (!webhook) return [];
      const onlyStatus = Object.keys(changes).every((key) => key === 'status');
      const event = onlyStatus
        ? {
            id: randomUUID(),
            event: 'lot:status-updated',
            created_at: lot.updated_at,
            data: { lot: { id, status: lot.status, updated_at: lot.updated_at } },
          }
        : { id: randomUUID(), event: 'lot:updated', created_at: lot.updated_at, data: { lot: { ...lot } } };
      return deliver(event);
    },
    deliver,
  };
}
