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
/** 422 with field errors, in the same shape as a failed schema validation. */
export const unprocessable = (errors: FieldMessages) =>
  new HttpError(422, { key: 'api.invalidData' }, { errors });
