import { CRM_CREDENTIALS } from '@vitrine/core/schemas/crm';
import { z } from 'zod';
import type { LeadForCrm } from '../crm-connector.ts';
import { CrmError, callCrm } from '../crm-http.ts';
import type { ProviderDefinition } from './provider-definition.ts';

// Emerige: its own CRM endpoint, configured by URL (the base URL is the endpoint itself) and key
// (sent as a bearer token). The lead carries Emerige's programme id (the project's emerige_id).

const ZCredentials = CRM_CREDENTIALS.emerige;

const ZAnswer = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

export function emerigeLeadBody(lead: LeadForCrm) {
  return {
    reference: lead.idempotencyKey,
    programme: lead.project.externalIds.emerige,
    firstname: lead.firstName,
    lastname: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    language: lead.locale,
    message: lead.message,
    lot: lead.unit ? { reference: lead.unit.name, id: lead.unit.externalId } : null,
    optin: lead.optIn,
    source: lead.tracking.source,
    medium: lead.tracking.medium,
    campaign: lead.tracking.campaign,
    created_at: lead.createdAt,
  };
}

export const emerige: ProviderDefinition = {
  provider: 'emerige',
  label: 'Emerige',
  credentials: ZCredentials,
  offersStock: false,
  sendsWebhooks: false,
  connect(settings) {
    const credentials = ZCredentials.parse(settings.credentials);
    return {
      provider: 'emerige',
      async pushLead(lead) {
        if (!lead.project.externalIds.emerige)
          throw new CrmError('the project has no Emerige id (emerige_id)', false);
        const answer = await callCrm({
          method: 'POST',
          url: settings.baseUrl,
          headers: { authorization: `Bearer ${credentials.apiKey}`, 'idempotency-key': lead.idempotencyKey },
          json: emerigeLeadBody(lead),
          timeoutMs: settings.timeoutMs,
          network: settings.network,
          provider: 'Emerige',
        });
        const parsed = ZAnswer.safeParse(answer.body);
        return parsed.success ? { externalId: parsed.data.id } : { externalId: null };
      },
    };
  },
};
