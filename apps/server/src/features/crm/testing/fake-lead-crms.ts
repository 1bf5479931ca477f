import { randomUUID } from 'node:crypto';
import {
  type FakeServer,
  headerOf,
  LeadStore,
  type RecordedRequest,
  type Reply,
  startFakeServer,
} from './fake-server.ts';

// Local servers for the three lead-only CRMs, each checking its own credentials and the shape
// of what it receives, and recognising a repeated push by its idempotency key.

// biome-ignore lint/suspicious/noExplicitAny: provider bodies are read loosely in tests
type Json = Record<string, any>;

export interface FakeLeadCrm extends FakeServer {
  leads: LeadStore<Json>;
}

export interface FakeUnlatch extends FakeLeadCrm {
  email: string;
  password: string;
  /** Tokens handed out by the key exchange. */
  issued: string[];
  /** Every token handed out so far stops working (401), as when a JWT expires. */
  expireTokens(): void;
}

const missing = (message: string): Reply => ({ status: 422, json: { message } });

/** Unlatch at {url}/api/v1/: key-exchange (e-mail, password → JWT), then lead-import with the bearer token. */
export async function startFakeUnlatch(): Promise<FakeUnlatch> {
  const email = 'api@tilleuls.example';
  const password = 'unlatch-password';
  const valid = new Set<string>();
  const issued: string[] = [];
  const leads = new LeadStore<Json>('UNL');

  function handle(request: RecordedRequest): Reply {
    const body = (request.json ?? {}) as Json;
    if (request.path === '/api/v1/key-exchange' && request.method === 'POST') {
      if (body.email !== email || body.password !== password)
        return { status: 401, json: { message: 'Bad credentials' } };
      const token = `eyJ.${randomUUID()}.sig`;
      valid.add(token);
      issued.push(token);
      return { status: 200, json: { token } };
    }
    if (request.path === '/api/v1/lead-import' && request.method === 'POST') {
      const token = headerOf(request, 'authorization')?.replace(/^Bearer /, '') ?? '';
      if (!valid.has(token)) return { status: 401, json: { message: 'Token expired' } };
      if (!Array.isArray(body.programIds) || body.programIds.length === 0)
        return missing('programIds required');
      if (typeof body.contact?.email !== 'string' || typeof body.origin !== 'string')
        return missing('contact.email and origin required');
      if (typeof body.newsletterConsent !== 'boolean') return missing('newsletterConsent required');
      const key = headerOf(request, 'idempotency-key') ?? body.externalId;
      const { id, created } = leads.keep(key, body);
      return { status: created ? 201 : 200, json: { id } };
    }
    return { status: 404, json: { message: 'Not found' } };
  }

  const server = await startFakeServer(handle);
  return {
    ...server,
    leads,
    email,
    password,
    issued,
    expireTokens() {
      valid.clear();
    },
  };
}

/** Immolead: POST /api/1.0/contacts?apikey=…&customerkey=… with contact, event and search blocks. */
export async function startFakeImmolead(): Promise<FakeLeadCrm & { apiKey: string; customerKey: string }> {
  const apiKey = 'immo-api-key';
  const customerKey = 'immo-customer';
  const leads = new LeadStore<Json>('IMMO');
  const server = await startFakeServer((request) => {
    if (request.path !== '/api/1.0/contacts' || request.method !== 'POST')
      return { status: 404, json: { message: 'Not found' } };
    if (request.query.get('apikey') !== apiKey || request.query.get('customerkey') !== customerKey) {
      return { status: 401, json: { message: 'Unknown key' } };
    }
    const body = (request.json ?? {}) as Json;
    if (typeof body.contact?.email !== 'string') return missing('contact.email required');
    if (!body.event?.productid || !['info', 'demanderdv'].includes(body.event.type))
      return missing('event.productid and event.type required');
    if (typeof body.search !== 'object') return missing('search required');
    const { id } = leads.keep(headerOf(request, 'idempotency-key') ?? body.event.externalid, body);
    return { status: 200, json: { id } };
  });
  return { ...server, leads, apiKey, customerKey };
}

/** Emerige's own CRM endpoint: POST {url}/leads with a bearer key. */
export async function startFakeEmerige(): Promise<FakeLeadCrm & { apiKey: string; endpoint: string }> {
  const apiKey = 'emerige-key';
  const leads = new LeadStore<Json>('EME');
  const server = await startFakeServer((request) => {
    if (request.path !== '/leads' || request.method !== 'POST')
      return { status: 404, json: { message: 'Not found' } };
    if (headerOf(request, 'authorization') !== `Bearer ${apiKey}`)
      return { status: 401, json: { message: 'Unauthorized' } };
    const body = (request.json ?? {}) as Json;
    if (typeof body.email !== 'string' || !body.programme || typeof body.reference !== 'string') {
      return missing('email, programme and reference required');
    }
    const { id, created } = leads.keep(body.reference, body);
    return { status: created ? 201 : 200, json: { id } };
  });
  return { ...server, leads, apiKey, endpoint: `${server.url}/leads` };
}
