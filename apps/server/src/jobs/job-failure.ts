import { type Locale, type Message, translateMessage } from '@vitrine/core/i18n/index';

/**
 * A job that fails for a reason its user can act on, said in the catalogue's words: stored as the
 * message (key and params) and translated for whoever reads the job, in their language.
 */
export class JobFailure extends Error {
  constructor(
    readonly reason: Message,
    cause?: unknown,
  ) {
    super(reason.key, { cause });
    this.name = 'JobFailure';
  }
}

/** What jobs.error holds for a failure: a JobFailure's message as JSON, else the error's text. */
export function storedJobError(error: unknown): string {
  if (error instanceof JobFailure) return JSON.stringify(error.reason);
  return error instanceof Error ? error.message : String(error);
}

/** jobs.error for people: a stored message in the locale, a technical text as it is. */
export function jobErrorText(stored: string | null, locale: Locale): string | null {
  if (stored === null || !stored.startsWith('{')) return stored;
  try {
    return translateMessage(locale, JSON.parse(stored) as Message);
  } catch {
    return stored;
  }
}
