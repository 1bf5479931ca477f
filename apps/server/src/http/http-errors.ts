import { translate } from '@vitrine/core/i18n/index';

/** An error with an HTTP status and a message meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the JSON answer. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// Messages in French, the interface's language; the errors plugin answers them as they are.
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthenticated = () => new HttpError(401, translate('fr', 'api.unauthenticated'));
export const forbidden = () => new HttpError(403, translate('fr', 'api.forbidden'));
export const notFound = () => new HttpError(404, translate('fr', 'api.notFound'));
/** 419: the CSRF token is missing or does not match, or the session expired. */
export const pageExpired = () => new HttpError(419, translate('fr', 'api.csrfMismatch'));
/** 422 with field errors, in the same shape as a failed schema validation. */
export const unprocessable = (errors: Record<string, string[]>) =>
  new HttpError(422, translate('fr', 'api.invalidData'), { errors });
