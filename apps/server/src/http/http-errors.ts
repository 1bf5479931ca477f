import { type Message, translateMessage } from '@vitrine/core/i18n/index';

/** A client message: a catalogue Message, translated into the request's locale when answered. */
export type ClientText = Message | string;
/** 422 `errors`: messages by field. */
export type FieldMessages = Record<string, ClientText[]>;

/** An error with an HTTP status and a message meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: ClientText,
    /** Extra fields merged into the JSON answer; `errors` holds FieldMessages. */
    readonly body: { errors?: FieldMessages } & Record<string, unknown> = {},
  ) {
    super(translateMessage('fr', text));
    this.name = 'HttpError';
  }
}

export const badRequest = (text: ClientText) => new HttpError(400, text);
export const unauthenticated = () => new HttpError(401, { key: 'api.unauthenticated' });
export const forbidden = () => new HttpError(403, { key: 'api.forbidden' });
export const notFound = () => new HttpError(404, { key: 'api.notFound' });
/** 419: the CSRF token is missing or does not match, or the session expired. */
export const pageExpired = () => new HttpError(419, { key: 'api.csrfMismatch' });
/**
 * 504: the file bucket does not answer (down, unreachable, or its own 5xx) — Vitrine, the
 * bucket's gateway here, got no answer it could use. The request changed nothing it could not
 * finish; the answer says to try again (Retry-After), without the cause. Not 503: nginx reads a
 * process's 503 as "this process is stopping", retries the other and takes both out of rotation
 * for fail_timeout, which would turn a bucket outage into 502 for every page (decisions.md).
 */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(504, { key: 'api.storageUnavailable' });
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

/** 422 with field errors, in the same shape as a failed schema validation. */
export const unprocessable = (errors: FieldMessages) =>
  new HttpError(422, { key: 'api.invalidData' }, { errors });
