import { ZUserInput } from '@vitrine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/translations.ts';
import { setupAdminTestI18n } from '../test/render-admin.tsx';
import { schemaResolver } from './schema-resolver.ts';

beforeAll(() => setupAdminTestI18n());
afterEach(() => i18n.changeLanguage('fr'));

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as never;

describe('the form resolver', () => {
  it('names the field of a choice the schema refuses, as the server does', async () => {
    const result = await schemaResolver(ZUserInput)(
      { name: 'Léa', email: 'lea@example.test', role: null, corporation_id: null },
      undefined,
      OPTIONS,
    );
    expect(result.errors.role?.message).toBe('Le champ rôle sélectionné est invalide.');
  });

  it('speaks the admin language', async () => {
    await i18n.changeLanguage('en');
    const result = await schemaResolver(ZUserInput)({ name: '', email: 'x', role: 4 }, undefined, OPTIONS);
    expect(result.errors.name?.message).toBe('The name field is required.');
  });
});
