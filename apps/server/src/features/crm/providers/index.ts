import type { Provider } from '../crm-db.ts';
import { adlead } from './adlead.ts';
import { emerige } from './emerige.ts';
import { immolead } from './immolead.ts';
import type { ProviderDefinition } from './provider-definition.ts';
import { unlatch } from './unlatch.ts';

/** The four providers the back office names, by key. */
export const PROVIDER_DEFINITIONS: Record<Provider, ProviderDefinition> = {
  adlead,
  unlatch,
  immolead,
  emerige,
};
