export type { EventStatus, PushStatus } from '../../db/schema.ts';

export const PROVIDERS = ['adlead', 'unlatch', 'immolead', 'emerige'] as const;
export type Provider = (typeof PROVIDERS)[number];
