import { describe, expect, it } from 'vitest';
import { paginatedOf, ZPaginationMeta } from './list-query.ts';
import { parseListQuery } from './list-query-parse.ts';

const units = {
  sorts: ['name', 'id', 'price'],
  filters: ['floor_id', 'name'],
  includes: ['status', 'floor.building'],
};

describe('parseListQuery', () => {
  it('starts at page 1 with 50 rows, paginated, without translations', () => {
    expect(parseListQuery({}, units)).toEqual({
      ok: true,
      query: {
        page: 1,
        per_page: 50,
        pagination: true,
        translatable: false,
        sort: [],
        include: [],
        filter: {},
        fields: {},
      },
    });
  });

  it('reads sort, include, filter, fields and the flags', () => {
    const result = parseListQuery(
      {
        page: '2',
        per_page: '100',
        sort: '-price,name',
        include: 'status,floor',
        'filter[floor_id]': '3',
        'fields[units]': 'id,name',
        pagination: '0',
        translatable: '1',
      },
      units,
    );
    expect(result).toEqual({
      ok: true,
      query: {
        page: 2,
        per_page: 100,
        pagination: false,
        translatable: true,
        sort: [
          { field: 'price', descending: true },
          { field: 'name', descending: false },
        ],
        include: ['status', 'floor'],
        filter: { floor_id: '3' },
        fields: { units: ['id', 'name'] },
      },
    });
  });

  it('also reads filters a query parser already nested', () => {
    const result = parseListQuery({ filter: { name: 'a1' } }, units);
    expect(result.ok && result.query.filter).toEqual({ name: 'a1' });
  });

  it.each([
    {
      query: { sort: '-password' },
      message: 'Le tri sur « password » n’est pas autorisé. Tris possibles : name, id, price.',
    },
    {
      query: { 'filter[email]': 'x' },
      message: 'Le filtre « email » n’est pas autorisé. Filtres possibles : floor_id, name.',
    },
    {
      query: { include: 'project' },
      message: 'La relation « project » n’est pas autorisée. Relations possibles : status, floor.building.',
    },
    { query: { per_page: '0' }, message: 'Le champ éléments par page doit être supérieur ou égal à 1.' },
  ])('refuses $query with a message', ({ query, message }) => {
    expect(parseListQuery(query, units)).toEqual({ ok: false, message });
  });
});

describe('paginated answers', () => {
  it('describes { data, meta }', () => {
    const meta = { current_page: 1, per_page: 50, total: 0, last_page: 1 };
    expect(ZPaginationMeta.parse(meta)).toEqual(meta);
    expect(paginatedOf(ZPaginationMeta).safeParse({ data: [meta], meta }).success).toBe(true);
  });
});
