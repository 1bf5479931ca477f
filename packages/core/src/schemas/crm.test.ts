import { describe, expect, it } from 'vitest';
import { CRM_PROVIDERS, crmCredentialFields, ZCrmConnectionInput } from './crm.ts';

describe('crmCredentialFields', () => {
  it.each([
    {
      provider: 'adlead' as const,
      fields: [
        { name: 'tenantKey', secret: false, optional: false },
        { name: 'apiKey', secret: true, optional: false },
        { name: 'webhookSecret', secret: true, optional: false },
      ],
    },
    {
      provider: 'unlatch' as const,
      fields: [
        { name: 'email', secret: false, optional: false },
        { name: 'password', secret: true, optional: false },
        { name: 'origin', secret: false, optional: true },
      ],
    },
    { provider: 'emerige' as const, fields: [{ name: 'apiKey', secret: true, optional: false }] },
  ])('lists what $provider asks for, keys in password boxes', ({ provider, fields }) => {
    expect(crmCredentialFields(provider)).toEqual(fields);
  });

  it('hides every key, secret and password of every provider', () => {
    const shown = CRM_PROVIDERS.flatMap(crmCredentialFields).filter((field) => !field.secret);
    expect(shown.map((field) => field.name).sort()).toEqual(['email', 'origin', 'tenantKey']);
  });
});

describe('ZCrmConnectionInput', () => {
  it('takes a partial change and refuses a base URL that is not http(s)', () => {
    expect(ZCrmConnectionInput.safeParse({ enabled: false }).success).toBe(true);
    expect(ZCrmConnectionInput.safeParse({ base_url: 'ftp://crm.example' }).success).toBe(false);
    expect(ZCrmConnectionInput.safeParse({ status_map: { 'pre-booked': 3 } }).success).toBe(true);
  });
});
