import { i18n } from '../../i18n/translations.ts';
import { notifyError } from '../shared/notify.ts';
import { type ErrorContext, errorOutcome } from './error-policy.ts';

type Navigator = (target: 'login' | 'notFound') => void;
let navigator: Navigator | null = null;

/** Set by the admin shell (inside the router) so failures outside React can change page. */
export function setErrorNavigator(next: Navigator | null): void {
  navigator = next;
}

/** Applies back office §8 to a failed call: a toast, a page change, or a log line. */
export function reportApiError(error: unknown, context: ErrorContext): void {
  const outcome = errorOutcome(error, context);
  if (outcome.log) console.warn('admin: call failed', error);
  if (outcome.toast) notifyError('key' in outcome.toast ? i18n.t(outcome.toast.key) : outcome.toast.text);
  if (outcome.goTo) navigator?.(outcome.goTo);
}
