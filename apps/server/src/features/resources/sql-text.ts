import { isDatabaseId } from '@vitrine/core/schemas/common';
import { type Expression, type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import type { AnySelect, Filter } from './resource.ts';

/** One language of a translatable column (stored as JSON text `{"fr":…,"en":…}`). */
export function translatedText(db: Db, column: string, locale: 'fr' | 'en' = 'fr'): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(${sql.ref(column)}::json ->> ${sql.lit(locale)})`
    : sql<string>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${locale}`)})`;
}

/** A LIKE pattern matching `value` anywhere, with its own % and _ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(expression) like %value%`, the value taken literally. */
export function likeContains(expression: Expression<unknown>, value: string) {
  return sql<boolean>`lower(${expression}) like ${containsPattern(value)} escape '\\'`;
}

/** `filter[key]=value`: the id column equals the value. */
export function idEquals(column: string): Filter {
  return (query: AnySelect, value: string) => query.where(column, '=', idOrNone(value));
}

/** `filter[key]=value`: the text column contains the value, case-insensitively. */
export function partial(column: string): Filter {
  return (query: AnySelect, value: string) => query.where(likeContains(sql.ref(column), value));
}

/** `filter[key]=value`: either language of a translatable column contains the value. */
export function partialTranslated(column: string): Filter {
  return (query: AnySelect, value: string, db: Db) =>
    query.where((eb) =>
      eb.or([
        likeContains(translatedText(db, column, 'fr'), value),
        likeContains(translatedText(db, column, 'en'), value),
      ]),
    );
}

/** `filter[key]=value`: any of the text columns contains the value (a name or an e-mail). */
export function partialAny(columns: string[]): Filter {
  return (query: AnySelect, value: string) =>
    query.where((eb) => eb.or(columns.map((column) => likeContains(sql.ref(column), value))));
}

/**
 * An id from a query string; anything that cannot be a row's id (text, 1.5, a 15-digit number
 * beyond what the column holds) matches nothing instead of making the database fail.
 */
export function idOrNone(value: string): number {
  const text = value.trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : -1;
  return isDatabaseId(id) ? id : -1;
}
