import type { TUnit, TUnitInput, ZUnitInput } from '@vitrine/core';
import type { z } from 'zod';
import { EMPTY_TRANSLATION, translationOf } from '../../shared/translatable.ts';

export type UnitFormValues = z.input<typeof ZUnitInput>;

/** The write input of an existing unit, as PUT /api/units/{id} takes it (files left unchanged). */
export function unitInputOf(unit: TUnit): TUnitInput {
  return {
    name: unit.name,
    fullname: translationOf(unit, 'fullname'),
    description: translationOf(unit, 'description'),
    price_detail: translationOf(unit, 'price_detail'),
    floor_id: unit.floor_id,
    unit_id: unit.unit_id ?? null,
    status_id: unit.status_id ?? null,
    category_id: unit.category_id ?? null,
    bedrooms: unit.bedrooms ?? 0,
    surface: unit.surface ?? 0,
    price: unit.price ?? null,
    has_garden: Boolean(unit.has_garden),
    has_terrace: Boolean(unit.has_terrace),
    has_balcony: Boolean(unit.has_balcony),
    has_loggia: Boolean(unit.has_loggia),
  };
}

/**
 * A new unit's values copied from another one ("Dupliquer"): everything but its name, which must
 * be new, and its plans, which are its own files.
 */
export function duplicateValues(unit: TUnit): UnitFormValues {
  return { ...unitInputOf(unit), name: '' };
}

/** Form values of the unit-save screen: the unit's, or a new unit's on a floor. */
export function unitFormValues(unit: TUnit | undefined, floorId: number | null): UnitFormValues {
  if (unit) return unitInputOf(unit);
  return {
    name: '',
    fullname: { ...EMPTY_TRANSLATION },
    description: { ...EMPTY_TRANSLATION },
    price_detail: { ...EMPTY_TRANSLATION },
    floor_id: floorId ?? 0,
    unit_id: null,
    status_id: 1,
    category_id: null,
    bedrooms: 0,
    surface: 0,
    price: null,
    has_garden: false,
    has_terrace: false,
    has_balcony: false,
    has_loggia: false,
  };
}

/** The fields the floor table edits in place. */
export type UnitQuickField = 'status_id' | 'surface' | 'price';
export type UnitQuickPatch = Partial<Pick<TUnitInput, UnitQuickField>>;
