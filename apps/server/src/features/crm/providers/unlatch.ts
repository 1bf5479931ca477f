import { CRM_CREDENTIALS } from '@vitrine/core/schemas/crm';
import { z } from 'zod';
import type { LeadForCrm } from '../crm-connector.ts';
import { CrmError, callCrm, joinUrl } from '../crm-http.ts';
import type { ProviderDefinition } from './provider-definition.ts';

// Unlatch: one instance per client at https://{tenant}…/api/v1/ (the base URL). An e-mail and
// password are exchanged for a JWT (POST key-exchange), which authenticates POST lead-import.
// A 401 means the token expired: it is exchanged again once and the call repeated.

const ZCredentials = CRM_CREDENTIALS.unlatch;

const ZToken = z.union([
  z.object({ token: z.string().min(10) }),
  z.object({ jwt: z.string().min(10) }),
  z.object({ access_token: z.string().min(10) }),
]);

const ZImportAnswer = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

/** Tokens by connection, kept while the process lives (a new one is asked on 401). */
const tokens = new Map<string, string>();

/** The desired room counts of a lead: the unit's (bedrooms + 1, French usage). */
function desiredRooms(lead: LeadForCrm): number[] {
  return lead.unit ? [lead.unit.bedrooms + 1] : [];
}

/** The lead as Unlatch's `lead-import` takes it. */
export function unlatchLeadBody(lead: LeadForCrm, origin: string) {
  return {
    programIds: lead.project.externalIds.unlatch ? [lead.project.externalIds.unlatch] : [],
    contact: {
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      language: lead.locale,
    },
    origin,
    utm: { source: lead.tracking.source, medium: lead.tracking.medium, campaign: lead.tracking.campaign },
    budget: lead.unit?.price ? { max: lead.unit.price } : null,
    desiredRoomCounts: desiredRooms(lead),
    newsletterConsent: lead.optIn,
    lots: lead.unit ? [{ id: lead.unit.externalId, reference: lead.unit.name }] : [],
    comment: lead.message,
    externalId: lead.idempotencyKey,
  };
}

export const unlatch: ProviderDefinition = {
  provider: 'unlatch',
  label: 'Unlatch',
  credentials: ZCredentials,
  offersStock: false,
  sendsWebhooks: false,
  connect(settings) {
    const credentials = ZCredentials.parse(settings.credentials);
    const call = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      callCrm({
        method: 'POST',
        url: joinUrl(settings.baseUrl, path),
        headers,
        json,
        timeoutMs: settings.timeoutMs,
        network: settings.network,
        provider: 'Unlatch',
      });

    async function exchangeKey(): Promise<string> {
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call('key-exchange', { email: credentials.email, password: credentials.password });
      } catch (error) {
        if (error instanceof CrmError && error.details.status === 401) {
          throw new CrmError('Unlatch refused the e-mail and password of the key exchange', true, {
            status: 401,
          });
        }
        throw error;
      }
      const parsed = ZToken.safeParse(answer.body);
      if (!parsed.success) throw new CrmError('Unlatch sent a key exchange answer without a token', true);
      const token = Object.values(parsed.data)[0] as string;
      tokens.set(settings.cacheKey, token);
      return token;
    }

    async function withToken<T>(send: (token: string) => Promise<T>): Promise<T> {
      const cached = tokens.get(settings.cacheKey);
      try {
        return await send(cached ?? (await exchangeKey()));
      } catch (error) {
        if (!(cached && error instanceof CrmError && error.details.status === 401)) throw error;
        tokens.delete(settings.cacheKey);
        return send(await exchangeKey());
      }
    }

    return {
      provider: 'unlatch',
      async pushLead(lead) {
        if (!lead.project.externalIds.unlatch)
          throw new CrmError('the project has no Unlatch id (unlatch_id)', false);
        const body = unlatchLeadBody(lead, credentials.origin);
        const answer = await withToken((token) =>
          call('lead-import', body, {
            authorization: `Bearer ${token}`,
            'idempotency-key': lead.idempotencyKey,
          }),
        );
        const parsed = ZImportAnswer.safeParse(answer.body);
        return parsed.success
          ? { externalId: parsed.data.id }
          : { externalId: null, note: 'Unlatch accepted the lead without a readable id' };
      },
    };
  },
};

/** Forgets every cached token (tests). */
export function forgetUnlatchTokens(): void {
  tokens.clear();
}
