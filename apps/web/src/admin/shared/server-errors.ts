import { fieldLabel } from '@vitrine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { i18n } from '../../i18n/translations.ts';
import { ApiError } from '../api/admin-http.ts';

/** Dotted paths of every value in the form ("name", "name.fr", "formats", "formats.0.url"). */
export function fieldPaths(values: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (values && typeof values === 'object') {
    for (const [key, value] of Object.entries(values)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      for (const inner of fieldPaths(value, path)) paths.add(inner);
    }
  }
  return paths;
}

/** Whether the form shows an input for a field: `name="field"`, `name="field.fr"` or `data-field="field"`. */
export function isShown(root: ParentNode, field: string): boolean {
  const quoted = field.replace(/["\\]/g, '\\$&');
  return Boolean(root.querySelector(`[name="${quoted}"], [name^="${quoted}."], [data-field="${quoted}"]`));
}

/**
 * Puts a 422's `errors` under the matching fields ("formats.0.url" too). Errors for a field the
 * form does not show (e.g. "floor_id" or "_") are returned, named for people, to be shown above
 * the form.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  root?: ParentNode | null,
): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const known = fieldPaths(form.getValues());
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    const text = messages.join(' ');
    const shown = known.has(field) && (!root || isShown(root, field));
    if (shown) form.setError(field as never, { type: 'server', message: text });
    else unplaced.push(field === '_' ? text : `${fieldLabel(field, adminLocale())} : ${text}`);
  }
  if (unplaced.length === 0 && Object.keys(error.fieldErrors ?? {}).length === 0 && error.serverMessage) {
    unplaced.push(error.serverMessage);
  }
  return unplaced;
}

function adminLocale() {
  return i18n.language === 'en' ? 'en' : 'fr';
}
