import { ApiError } from './admin-http.ts';

/** Where a failure happened: a list read, a single read, a write, or a call whose failure is only logged. */
export type ErrorContext = 'list' | 'item' | 'mutation' | 'silent';

export type ErrorOutcome = {
  /** A catalogue key, or the server's own text. */
  toast?: { key: string } | { text: string };
  goTo?: 'login' | 'notFound';
  log?: boolean;
};

/** Back office §8: what the screen does for each failure. */
export function errorOutcome(error: unknown, context: ErrorContext): ErrorOutcome {
  if (!(error instanceof ApiError)) return { log: true };
  const { status } = error;
  if (status === 401 || status === 419) return { goTo: 'login' };
  if (status === 0) return context === 'silent' ? { log: true } : { toast: { key: 'admin.errors.network' } };
  if (context === 'silent') return { log: true };
  if (status === 429) return { toast: { key: 'admin.toasts.tooManyAttempts' } };
  if (status === 404) {
    if (context === 'list') return { toast: { key: 'admin.toasts.listNotFound' } };
    if (context === 'item') return { toast: { key: 'admin.toasts.itemNotFound' }, goTo: 'notFound' };
    return { toast: { key: 'admin.toasts.itemNotFound' } };
  }
  if (status === 422 && context === 'mutation') return {};
  if (status === 403) return { toast: serverTextOr(error, 'admin.toasts.unauthorized') };
  return { toast: serverTextOr(error, 'admin.errors.unexpected') };
}

function serverTextOr(error: ApiError, key: string): { key: string } | { text: string } {
  return error.serverMessage ? { text: error.serverMessage } : { key };
}
