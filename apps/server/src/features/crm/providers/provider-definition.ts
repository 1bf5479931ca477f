import type { z } from 'zod';
import type { ConnectorSettings, CrmConnector } from '../crm-connector.ts';
import type { Provider } from '../crm-db.ts';

/** What the rest of the feature knows of a provider; its HTTP shapes stay in its own file. */
export interface ProviderDefinition {
  provider: Provider;
  label: string;
  /** The credentials an admin enters (validated on PUT, stored encrypted). */
  credentials: z.ZodType<Record<string, unknown>>;
  /** Has lots to pull (POST /api/projects/{id}/emerige, POST /api/buildings/{id}/sync). */
  offersStock: boolean;
  /** Calls POST /webhooks/{provider}/{connectionId}. */
  sendsWebhooks: boolean;
  connect(settings: ConnectorSettings): CrmConnector;
}
