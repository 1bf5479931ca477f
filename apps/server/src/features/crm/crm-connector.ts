import type { IncomingHttpHeaders } from 'node:http';
import type { CrmNetwork } from './crm-address-policy.ts';
import type { Provider } from './crm-db.ts';

/** A lot as a stock provider describes it, in our words. */
export interface ExternalLot {
  externalId: string;
  /** The lot's reference: our unit's name. */
  reference: string;
  /** The provider's own status word, mapped by status-mapping.ts. */
  status: string | null;
  /** Price with VAT: the public price. */
  price: number | null;
  priceExclVat: number | null;
  surface: number | null;
  typology: string | null;
  type: string | null;
  /** The main lot of a secondary one (a parking of a flat). */
  parentExternalId: string | null;
  buildingExternalId: string | null;
  floorExternalId: string | null;
  /** When the provider last changed the lot (ISO 8601). */
  updatedAt: string | null;
}

/** A lot change announced by a webhook: the lot's id and whatever fields the event carries. */
export interface LotEvent {
  id: string;
  type: string;
  /** When the change happened at the provider (ISO 8601); orders the events of one lot. */
  occurredAt: string | null;
  lot: Partial<ExternalLot> & { externalId: string };
}

/** A stored lead, in the words every connector maps from. */
export interface LeadForCrm {
  contactId: number;
  /** The same on every attempt of one lead to one provider. */
  idempotencyKey: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string | null;
  locale: string;
  /** 'contact' (contact page) or 'mail-to' (a unit sheet asked by e-mail). */
  kind: string;
  /** Consent to receive the developer's news. */
  optIn: boolean;
  createdAt: string;
  pageUrl: string | null;
  tracking: { source: string; medium: string; campaign: string | null };
  project: {
    id: number;
    name: string;
    externalIds: {
      adlead: string | null;
      unlatch: string | null;
      immolead: string | null;
      emerige: string | null;
    };
  };
  unit: {
    id: number;
    name: string;
    externalId: string | null;
    price: number | null;
    surface: number;
    bedrooms: number;
  } | null;
}

export interface PushResult {
  /** The provider's id of the lead, when its answer says it. */
  externalId: string | null;
  /** Something worth keeping about a push that nonetheless went through. */
  note?: string;
}

export interface WebhookRequest {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

/** Where to read lots: a programme, optionally narrowed to one of its buildings. */
export interface LotScope {
  programId: string;
  buildingId?: string | null;
}

/** One provider behind one interface; built per connection from its decrypted settings. */
export interface CrmConnector {
  provider: Provider;
  /** Every lot of the scope (stock providers only). */
  pullLots?(scope: LotScope): Promise<ExternalLot[]>;
  pushLead(lead: LeadForCrm): Promise<PushResult>;
  /** Whether a webhook call really comes from the provider (signature checked in constant time). */
  verifyWebhook?(request: WebhookRequest): boolean;
  /** A verified webhook body as a lot event; throws a CrmError when it is malformed. */
  parseWebhook?(body: unknown): LotEvent;
}

export interface ConnectorSettings {
  baseUrl: string;
  credentials: Record<string, unknown>;
  timeoutMs: number;
  /** Where calls may go (crm-address-policy.ts). */
  network: CrmNetwork;
  /** Caches what outlives one call (an Unlatch token), per connection. */
  cacheKey: string;
}
