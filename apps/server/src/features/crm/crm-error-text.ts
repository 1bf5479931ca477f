import type { Locale } from '@vitrine/core/i18n/index';
import { jobErrorText } from '../../jobs/job-failure.ts';
import { CrmError } from './crm-http.ts';
import { CredentialsUnreadableError } from './crm-secrets.ts';

/**
 * What crm_outbox.last_error and sync_runs.error keep of a failure, for the admin: a call's
 * reason as a catalogue message (JSON, translated when read), our own words for a CrmError
 * raised here, and a generic message for anything else. Never the remote answer: that goes to
 * the log (`loggedCrmError`).
 */
export function storedCrmError(error: unknown): string {
  if (error instanceof CrmError)
    return error.details.reason ? JSON.stringify(error.details.reason) : error.message;
  if (error instanceof CredentialsUnreadableError) return error.message;
  return JSON.stringify({ key: 'api.crm.failed' });
}

/** The whole failure, for the server's log only. */
export function loggedCrmError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A stored CRM error in the reader's language (the same storage as a job's error). */
export const crmErrorText = (stored: string | null, locale: Locale): string | null =>
  jobErrorText(stored, locale);
