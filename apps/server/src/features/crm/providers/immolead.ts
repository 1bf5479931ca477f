import { CRM_CREDENTIALS } from '@vitrine/core/schemas/crm';
import { z } from 'zod';
import type { LeadForCrm } from '../crm-connector.ts';
import { CrmError, callCrm, joinUrl } from '../crm-http.ts';
import type { ProviderDefinition } from './provider-definition.ts';

// Immolead: POST {base}/api/1.0/contacts?apikey=…&customerkey=… with `contact`, `event` and
// `search` blocks. The keys travel in the query string: they never appear in our error messages.

const ZCredentials = CRM_CREDENTIALS.immolead;

const ZAnswer = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

/** The lead as Immolead's contacts call takes it. The site has no appointment form: always "info". */
export function immoleadLeadBody(lead: LeadForCrm) {
  return {
    contact: {
      firstname: lead.firstName,
      lastname: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      language: lead.locale,
      optin: lead.optIn,
    },
    event: {
      productid: lead.project.externalIds.immolead,
      type: 'info' as 'info' | 'demanderdv',
      medium: lead.tracking.medium,
      source: lead.tracking.source,
      campaign: lead.tracking.campaign,
      comment: [lead.message, lead.unit ? `Lot ${lead.unit.name}` : null].filter(Boolean).join('\n') || null,
      externalid: lead.idempotencyKey,
    },
    search: lead.unit
      ? {
          lot: lead.unit.name,
          rooms: lead.unit.bedrooms + 1,
          surfacemin: lead.unit.surface,
          budgetmax: lead.unit.price,
        }
      : {},
  };
}

export const immolead: ProviderDefinition = {
  provider: 'immolead',
  label: 'Immolead',
  credentials: ZCredentials,
  offersStock: false,
  sendsWebhooks: false,
  connect(settings) {
    const credentials = ZCredentials.parse(settings.credentials);
    return {
      provider: 'immolead',
      async pushLead(lead) {
        if (!lead.project.externalIds.immolead)
          throw new CrmError('the project has no Immolead id (immolead_id)', false);
        const query = new URLSearchParams({
          apikey: credentials.apiKey,
          customerkey: credentials.customerKey,
        });
        const answer = await callCrm({
          method: 'POST',
          url: `${joinUrl(settings.baseUrl, 'api/1.0/contacts')}?${query}`,
          headers: { 'idempotency-key': lead.idempotencyKey },
          json: immoleadLeadBody(lead),
          timeoutMs: settings.timeoutMs,
          network: settings.network,
          provider: 'Immolead',
        });
        const parsed = ZAnswer.safeParse(answer.body);
        return parsed.success
          ? { externalId: parsed.data.id }
          : { externalId: null, note: 'Immolead accepted the lead without a readable id' };
      },
    };
  },
};
