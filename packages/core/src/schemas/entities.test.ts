import { describe, expect, it } from 'vitest';
import { ZDomain } from './domain.ts';
import { ZSetting } from './setting.ts';
import { pickTranslation } from './translatable.ts';
import { ZUnit } from './unit.ts';

const unit = {
  id: 1,
  name: 'a1',
  fullname: 'Appartement A1',
  description: '<p>Lumineux</p>',
  price_detail: '',
  floor_id: 1,
  unit_id: null,
  status_id: 1,
  category_id: null,
  bedrooms: 1,
  surface: 85,
  price: null,
  has_garden: false,
  has_terrace: true,
  has_balcony: false,
  has_loggia: false,
  blueprint2D: { url: '/storage/files/plans/a1-2d.png' },
  blueprint3D: null,
  blueprints: null,
  status: { id: 1, name: 'Disponible', color: '#2e9d4a' },
  translatable: {
    fullname: { fr: 'Appartement A1', en: 'Apartment A1' },
    description: { fr: '<p>Lumineux</p>', en: '' },
    price_detail: { fr: '', en: '' },
  },
};

describe('API entity shapes', () => {
  it('accepts a unit with its translations and status', () => {
    expect(ZUnit.parse(unit)).toEqual(unit);
  });

  it('refuses a unit whose flags are numbers instead of booleans', () => {
    expect(ZUnit.safeParse({ ...unit, has_garden: 1 }).success).toBe(false);
  });

  it('accepts a domain with its whole tree down to the units', () => {
    const domain = {
      id: 1,
      name: 'Demo',
      host: 'localhost',
      title: 'Les Jardins',
      subtitle: '',
      settings: [{ id: 1, name: 'with-filter', type: 'text', value: '1', image: null }],
      pages: [{ id: 1, name: 'contact', is_active: true, withAltLogo: false }],
      projects: [
        {
          id: 1,
          name: 'Demo',
          domain_id: 1,
          topology: 'T',
          show_price: true,
          show_category: false,
          gdpr: null,
          cgu: null,
          statuses: [{ id: 1, name: 'Disponible', color: '#2e9d4a', project_id: null }],
          buildings: [
            {
              id: 1,
              name: 'a',
              description: 'Bâtiment A',
              project_id: 1,
              building_id: null,
              order_column: 1,
              buildings: [
                {
                  id: 2,
                  name: 'a2',
                  description: '',
                  project_id: 1,
                  building_id: 1,
                  order_column: 2,
                  floors: [],
                },
              ],
              floors: [{ id: 1, name: '0', description: 'Rez', building_id: 1, order: 0, units: [unit] }],
            },
          ],
        },
      ],
    };
    expect(ZDomain.parse(domain)).toEqual(domain);
  });

  it('describes settings with a text value or an image', () => {
    expect(
      ZSetting.safeParse({
        id: 2,
        name: 'white-logo',
        type: 'image',
        value: null,
        image: { url: '/storage/x.png' },
      }).success,
    ).toBe(true);
    expect(ZSetting.safeParse({ id: 2, name: 'x', type: 'video', value: null, image: null }).success).toBe(
      false,
    );
  });
});

describe('pickTranslation', () => {
  it('gives the locale, then French, then an empty string', () => {
    expect(pickTranslation({ fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pickTranslation({ fr: 'Bonjour', en: '' }, 'en')).toBe('Bonjour');
    expect(pickTranslation(null, 'fr')).toBe('');
  });
});
