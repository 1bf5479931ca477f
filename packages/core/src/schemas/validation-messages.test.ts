import { describe, expect, it } from 'vitest';
import { fieldErrors, fieldLabel, inLocale } from './validation-messages.ts';
import { z } from './zod.ts';

const Form = z.object({
  name: z.string().min(3).max(5),
  count: z.number().positive(),
  ratio: z.number().max(1),
  tags: z.array(z.string()).min(2),
  secret_code: z.string(),
  kind: z.enum(['a', 'b']),
});

describe('validation messages', () => {
  it('speaks French by default, naming each field', () => {
    const result = Form.safeParse({ name: 'ab', count: 0, ratio: 2, tags: ['x'], kind: 'c' });
    expect(fieldErrors(result.error!)).toEqual({
      name: ['Le champ nom doit contenir au moins 3 caractères.'],
      count: ['Le champ count doit être supérieur à 0.'],
      ratio: ['Le champ ratio doit être inférieur ou égal à 1.'],
      tags: ['Le champ tags doit contenir au moins 2 éléments.'],
      secret_code: ['Le champ secret code est obligatoire.'],
      kind: ['Le champ kind sélectionné est invalide.'],
    });
  });

  it('speaks English when parsing in English', () => {
    const result = Form.safeParse(
      { name: 'abcdef', count: 1, ratio: 0, tags: ['x', 'y'], secret_code: 1, kind: 'a' },
      inLocale('en'),
    );
    expect(fieldErrors(result.error!)).toEqual({
      name: ['The name field must not be greater than 5 characters.'],
      secret_code: ['The secret code field must be a string.'],
    });
  });

  it('keeps a message written on the schema itself', () => {
    const result = z.object({ a: z.string({ error: 'À remplir' }) }).safeParse({});
    expect(fieldErrors(result.error!)).toEqual({ a: ['À remplir'] });
  });
});

describe('a field named away from its input', () => {
  it.each([
    ['formats.0.url', 'fr', 'Formats n° 1 › lien'],
    ['formats.2.type', 'en', 'Formats #3 › type'],
    ['name.fr', 'fr', 'Nom'],
    ['floor_id', 'fr', 'Étage'],
    ['secret_code', 'en', 'Secret code'],
  ] as const)('reads %s in %s as "%s"', (path, locale, label) => {
    expect(fieldLabel(path, locale)).toBe(label);
  });
});
