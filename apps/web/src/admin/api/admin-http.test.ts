import { describe, expect, it } from 'vitest';
import { ApiError, queryString } from './admin-http.ts';
import { listQuery } from './data-layer.ts';

describe('list query strings', () => {
  it('keeps brackets and commas readable and drops empty values', () => {
    expect(
      queryString({ 'filter[name]': 'a b', include: 'status,floor', sort: undefined, page: 2, empty: '' }),
    ).toBe('?filter[name]=a+b&include=status,floor&page=2');
  });

  it('asks translatable data, page 1 and 50 rows by default', () => {
    expect(listQuery({ filter: { floor_id: 3 }, include: ['status'] })).toEqual({
      page: 1,
      per_page: 50,
      sort: undefined,
      include: 'status',
      translatable: 1,
      'filter[floor_id]': 3,
    });
  });

  it('asks every row when pagination is off', () => {
    expect(listQuery({ pagination: false }).pagination).toBe(0);
  });
});

describe('ApiError', () => {
  it('exposes the field errors of a 422', () => {
    const error = new ApiError(422, {
      message: 'Données invalides',
      errors: { 'name.fr': ['Obligatoire'], price: 'Trop grand' },
    });
    expect(error.fieldErrors).toEqual({ 'name.fr': ['Obligatoire'], price: ['Trop grand'] });
    expect(error.serverMessage).toBe('Données invalides');
  });

  it('has no field errors for other statuses', () => {
    expect(new ApiError(500, { message: 'x' }).fieldErrors).toBeNull();
  });
});
