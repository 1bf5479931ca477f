import { describe, expect, it } from 'vitest';
import { ZDomainInput } from './domain.ts';
import { ZProjectInput } from './project.ts';
import { ZCategoryInput, ZStatusInput } from './status.ts';
import { ZUnitInput } from './unit.ts';
import { ZUserCreateInput, ZUserInput } from './user.ts';
import { fieldErrors } from './validation-messages.ts';

describe('unit input', () => {
  it('reads form values: numbers from strings, switches from 0/1, English optional', () => {
    const unit = ZUnitInput.parse({
      name: 'a1',
      fullname: { fr: 'Appartement A1' },
      floor_id: '3',
      status_id: '1',
      surface: '85,5',
      price: '',
      bedrooms: '2',
      has_garden: 1,
      has_terrace: '0',
    });
    expect(unit).toMatchObject({
      name: 'a1',
      fullname: { fr: 'Appartement A1', en: '' },
      floor_id: 3,
      status_id: 1,
      surface: 85.5,
      price: null,
      bedrooms: 2,
      has_garden: true,
      has_terrace: false,
      has_balcony: false,
    });
  });

  it('reads prices typed the Belgian way and refuses nonsense amounts', () => {
    const base = { name: 'a1', fullname: { fr: 'A1' }, floor_id: 3 };
    expect(ZUnitInput.parse({ ...base, price: '605.000', surface: '92,5' })).toMatchObject({
      price: 605000,
      surface: 92.5,
    });
    expect(ZUnitInput.parse({ ...base, price: '1 250 000,50' }).price).toBe(1250000.5);
    const wrong = ZUnitInput.safeParse({ ...base, price: 12.345, surface: '60.50.00' });
    expect(fieldErrors(wrong.error!)).toEqual({
      price: ['Le champ prix ne peut pas avoir plus de deux décimales.'],
      surface: ['Le champ surface doit être un nombre.'],
    });
  });

  it('says in French which fields are wrong', () => {
    const result = ZUnitInput.safeParse({
      name: '',
      fullname: { fr: '' },
      floor_id: 3,
      surface: -1,
      bedrooms: 1.5,
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: ['Le champ nom est obligatoire.'],
      'fullname.fr': ['Le champ nom est obligatoire.'],
      surface: ['Le champ surface doit être supérieur ou égal à 0.'],
      bedrooms: ['Le champ chambres doit être un entier.'],
    });
  });
});

describe('user input', () => {
  const user = { name: 'Alice', email: 'Alice@Example.be', role: '2', corporation_id: '1' };

  it('requires a password on creation only', () => {
    expect(ZUserInput.parse(user)).toMatchObject({ email: 'alice@example.be', role: 2, corporation_id: 1 });
    expect(fieldErrors(ZUserCreateInput.safeParse(user).error!)).toEqual({
      password: ['Le champ mot de passe est obligatoire.'],
    });
  });

  it('refuses a confirmation that does not match and a short password', () => {
    const mismatch = ZUserCreateInput.safeParse({
      ...user,
      password: 'secret-123',
      password_confirmation: 'secret-124',
    });
    expect(fieldErrors(mismatch.error!)).toEqual({
      password: ['Le champ de confirmation mot de passe ne correspond pas.'],
    });
    const short = ZUserCreateInput.safeParse({ ...user, password: 'short', password_confirmation: 'short' });
    expect(fieldErrors(short.error!)).toEqual({
      password: ['Le champ mot de passe doit contenir au moins 8 caractères.'],
    });
  });

  it('accepts only the roles 1, 2 and 4', () => {
    expect(fieldErrors(ZUserInput.safeParse({ ...user, role: 3 }).error!)).toEqual({
      role: ['Le champ rôle sélectionné est invalide.'],
    });
  });
});

describe('other admin inputs', () => {
  it('checks colours of statuses and categories', () => {
    expect(ZStatusInput.parse({ name: { fr: 'Option' }, color: '#FFAA00' })).toMatchObject({
      color: '#FFAA00',
    });
    expect(
      fieldErrors(ZCategoryInput.safeParse({ name: { fr: 'Duplex' }, color: 'red', project_id: 1 }).error!),
    ).toEqual({
      color: ['Le champ couleur doit être une couleur hexadécimale (#rrggbb).'],
    });
  });

  it('lower-cases a domain host and refuses one with a path', () => {
    expect(
      ZDomainInput.parse({ name: { fr: 'Demo' }, host: 'Vitrine.Example.be', corporation_id: 1 }).host,
    ).toBe('vitrine.example.be');
    expect(
      fieldErrors(
        ZDomainInput.safeParse({ name: { fr: 'Demo' }, host: 'x.be/path', corporation_id: 1 }).error!,
      ),
    ).toEqual({
      host: ['Le champ hôte doit être un nom d’hôte valide (ex. : vitrine.example.be).'],
    });
  });

  it('reads project flags sent as 0 and 1', () => {
    expect(
      ZProjectInput.parse({ name: { fr: 'Demo' }, domain_id: 1, show_price: 0, show_category: '1' }),
    ).toMatchObject({
      show_price: false,
      show_category: true,
    });
  });
});
