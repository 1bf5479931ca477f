import type { TLocale } from '@vitrine/core';
import { HttpError } from '../../api/http.ts';

export type FailureKey =
  | 'leads.networkError'
  | 'leads.tooManyRequests'
  | 'leads.sendFailed'
  | 'errors.generic';
type Translate = (key: FailureKey) => string;

/**
 * Where a visitor form posts: the path with the page's language, so the answer, its field errors
 * and the mails follow the page the visitor reads rather than the browser's Accept-Language.
 */
export function formUrl(path: string, locale: TLocale): string {
  return `${path}?locale=${locale}`;
}

function serverMessage(error: HttpError): string | null {
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * What to tell the visitor when a form was not taken (anything but a 422, whose field errors show
 * under the fields): no network, too many posts, or a fault on the server's side.
 */
export function failureMessage(error: unknown, t: Translate): string {
  if (!(error instanceof HttpError)) return t('leads.networkError');
  if (error.status === 429) return serverMessage(error) ?? t('leads.tooManyRequests');
  if (error.status >= 500) return t('leads.sendFailed');
  return serverMessage(error) ?? t('errors.generic');
}
