import { translate } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  countsSummary,
  diffLines,
  formatDiffValue,
  runBy,
  runScope,
  type Translate,
} from './sync-run-format.ts';

const t: Translate = (key, options) => translate('fr', key as never, options as never);
const NARROW = '\u202f';
const NBSP = '\u00a0';
const statusLabel = (id: number) => ({ 1: 'Disponible', 2: 'Vendu', 3: 'Réservé' })[id];

describe('countsSummary', () => {
  it.each([
    {
      counts: { created: 0, updated: 2, unchanged: 1, missing: 3, errors: 1 },
      text: '2 modifiées, 1 inchangée, 3 lots sans unité, 1 erreur',
    },
    { counts: { created: 1, updated: 0, unchanged: 0, missing: 0, errors: 0 }, text: '1 créée' },
    { counts: { created: 0, updated: 0, unchanged: 0, missing: 0, errors: 0 }, text: 'aucun lot' },
    { counts: null, text: 'aucun lot' },
  ])('writes $counts as “$text”', ({ counts, text }) => {
    expect(countsSummary(counts, t)).toBe(text);
  });
});

describe('a run’s scope and author', () => {
  it('names the building of a building sync, the whole project otherwise', () => {
    expect(runScope({ building_id: null }, undefined, t)).toBe('Tout le projet');
    expect(runScope({ building_id: 4 }, 'a', t)).toBe('Bâtiment a');
    expect(runScope({ building_id: 4 }, undefined, t)).toBe('Bâtiment #4');
  });

  it('says when the user who ran it was deleted', () => {
    expect(runBy({ user_id: 3, user_name: 'Claire Dubois' }, t)).toBe('Claire Dubois');
    expect(runBy({ user_id: null, user_name: null }, t)).toBe('Utilisateur supprimé');
  });
});

describe('diffLines', () => {
  it('writes each changed field with the status names, euros and m², the external id last', () => {
    const diff = {
      changes: {
        external_id: [null, 'L-A01'] as [unknown, unknown],
        price: [315000, 299000] as [unknown, unknown],
        status_id: [1, 2] as [unknown, unknown],
        surface: [84.5, 85] as [unknown, unknown],
      },
    };
    expect(diffLines(diff, statusLabel, t)).toEqual([
      'Statut : Disponible → Vendu',
      `Prix : 315${NARROW}000${NBSP}€ → 299${NARROW}000${NBSP}€`,
      `Surface : 84,5${NBSP}m² → 85${NBSP}m²`,
      'ID externe : — → L-A01',
    ]);
  });

  it('adds the error of a lot that could not be applied', () => {
    expect(diffLines({ error: 'unknown status “blocked”' }, statusLabel, t)).toEqual([
      'unknown status “blocked”',
    ]);
  });

  it('shows an unknown status by its id', () => {
    expect(formatDiffValue('status_id', 99, statusLabel)).toBe('#99');
    expect(formatDiffValue('price', null, statusLabel)).toBe('—');
  });
});
