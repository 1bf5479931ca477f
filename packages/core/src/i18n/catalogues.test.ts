import { describe, expect, it } from 'vitest';
import {
  catalogues,
  DEFAULT_LOCALE,
  interpolate,
  resolveLocale,
  translate,
  translateIfExists,
  translateMessage,
} from './index.ts';
import { publicCatalogues } from './public.ts';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const fr = new Map(leaves(catalogues.fr));
  const en = new Map(leaves(catalogues.en));

  it('has every French key in English, and no extra one', () => {
    expect([...fr.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !fr.has(key))).toEqual([]);
  });

  it('has no empty string in either language', () => {
    expect([...fr, ...en].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...fr].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(en.get(key) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('is French by default', () => {
    expect(DEFAULT_LOCALE).toBe('fr');
  });
});

describe('translate', () => {
  it('gives the spec wording in French', () => {
    expect(translate('fr', 'results.none')).toBe('Aucun bien ne correspond à ces critères de recherches');
    expect(translate('fr', 'nav.orbital')).toBe('Maquette Orbitale');
    expect(translate('fr', 'status.sold')).toBe('Vendu');
    expect(translate('fr', 'placeholder.empty')).toBe('Pas de contenu ici');
  });

  it('fills {{placeholders}} like i18next, spaces allowed', () => {
    expect(translate('fr', 'admin.menu.loggedAs', { name: 'Alice' })).toBe('Connecté en tant que Alice');
    expect(interpolate('{{ a }} et {{b}} et {{c}}', { a: 1, b: 'deux' })).toBe('1 et deux et {{c}}');
  });

  it('picks the plural form from the count', () => {
    expect(translate('fr', 'results.count', { count: 1 })).toBe('1 résultat');
    expect(translate('fr', 'results.count', { count: 0 })).toBe('0 résultat');
    expect(translate('fr', 'results.count', { count: 5 })).toBe('5 résultats');
    expect(translate('en', 'results.count', { count: 0 })).toBe('0 results');
  });

  it('picks a context variant when there is one', () => {
    const unit = translate('fr', 'admin.resources.unit');
    const project = translate('fr', 'admin.resources.project');
    expect(translate('fr', 'admin.toasts.created', { resource: unit, context: 'female' })).toBe(
      'Unité créée',
    );
    expect(translate('fr', 'admin.toasts.created', { resource: project })).toBe('Projet créé');
    expect(translate('en', 'admin.toasts.deleted', { resource: 'Unit', context: 'female' })).toBe(
      'Unit deleted',
    );
  });

  it('returns the key for an unknown key', () => {
    expect(translateIfExists('fr', 'nope.nothing')).toBeUndefined();
    expect(translateIfExists('en', 'status.available')).toBe('Available');
  });
});

describe('resolveLocale', () => {
  it.each([
    ['en-GB,en;q=0.9', 'en'],
    ['fr-BE', 'fr'],
    ['de-DE,en;q=0.5', 'en'],
    ['nl', 'fr'],
    [undefined, 'fr'],
  ])('reads %s as %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });
});

describe('translateMessage', () => {
  it('names the field in the locale and keeps plain text as it is', () => {
    const taken = { key: 'api.upload.unique', field: 'email' } as const;
    expect(translateMessage('fr', taken)).toBe('La valeur du champ adresse e-mail est déjà utilisée.');
    expect(translateMessage('en', { key: 'validation.in', field: 'floor_id' })).toMatch(/floor/);
    expect(translateMessage('fr', { key: 'validation.required', field: 'some_field' })).toBe(
      'Le champ some field est obligatoire.',
    );
    expect(translateMessage('en', 'As it is.')).toBe('As it is.');
  });

  it('names an upload field as a file, not by its raw name', () => {
    const tooLarge = { key: 'api.upload.tooLarge', field: 'file', fileField: true } as const;
    expect(translateMessage('fr', tooLarge)).toBe('Le fichier envoyé est trop volumineux.');
    expect(translateMessage('en', tooLarge)).toBe('The uploaded file is too large.');
    const archive = {
      key: 'api.upload.badArchive',
      field: 'files',
      params: { reason: 'vide' },
      fileField: true,
    } as const;
    expect(translateMessage('fr', archive)).toBe("Le fichier envoyé n'est pas une archive valide : vide");
    const plan = {
      key: 'api.upload.wrongKind',
      field: 'blueprint2D',
      params: { kinds: 'image' },
      fileField: true,
    } as const;
    expect(translateMessage('fr', plan)).toBe("Le fichier plan 2D n'est pas du type attendu (image).");
    expect(translateMessage('fr', { key: 'validation.required', field: 'files' })).toBe(
      'Le champ fichiers est obligatoire.',
    );
  });
});

describe('public catalogues', () => {
  it('hold the public site strings but not the validation, admin or API ones', () => {
    expect(Object.keys(publicCatalogues.fr)).not.toContain('validation');
    expect(Object.keys(catalogues.fr)).toContain('validation');
    expect(Object.keys(publicCatalogues.fr)).not.toContain('admin');
    expect(Object.keys(publicCatalogues.fr)).not.toContain('api');
  });
});
