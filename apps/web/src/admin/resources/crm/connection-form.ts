import { crmCredentialFields, type TCrmConnection, type TCrmConnectionInput } from '@vitrine/core';
import { ApiError } from '../../api/admin-http.ts';

// The connection form of a CRM card: its values, the body it sends and where the server's
// 422 messages go. Credentials and the base URL are never sent back by the server, so their
// boxes start empty and an empty box keeps what is stored — except that a new base URL needs
// every credential again (the stored ones are never sent to another host).

export interface StatusMapRow {
  word: string;
  status_id: number | null;
}

export interface ConnectionFormValues {
  base_url: string;
  credentials: Record<string, string>;
  status_map: StatusMapRow[];
  enabled: boolean;
}

type Connection = Pick<TCrmConnection, 'provider' | 'configured' | 'enabled' | 'offers_stock' | 'status_map'>;

export function connectionFormValues(connection: Connection): ConnectionFormValues {
  return {
    base_url: '',
    credentials: Object.fromEntries(
      crmCredentialFields(connection.provider).map((field) => [field.name, '']),
    ),
    status_map: Object.entries(connection.status_map).map(([word, id]) => ({ word, status_id: id })),
    // A new connection is meant to be used: enabled unless switched off.
    enabled: connection.configured ? connection.enabled : true,
  };
}

export type ConnectionBody =
  | { body: TCrmConnectionInput; errors?: undefined }
  | { body?: undefined; errors: Record<string, string> };

/**
 * The PUT body: empty boxes left out (the stored values stay), the status rows as a map (null
 * clears it). A row with a word but no status, or a status without a word, is an error here.
 */
export function connectionBody(
  values: ConnectionFormValues,
  connection: Connection,
  messages: { required: string; credentialsAgain: string },
): ConnectionBody {
  const body: TCrmConnectionInput = { enabled: values.enabled };
  const baseUrl = values.base_url.trim();
  if (baseUrl) body.base_url = baseUrl;
  const credentials = Object.fromEntries(
    Object.entries(values.credentials).filter(([, value]) => value.trim() !== ''),
  );
  if (Object.keys(credentials).length > 0) body.credentials = credentials;

  const errors: Record<string, string> = {};
  if (credentialsNeededAgain(values, connection)) {
    for (const field of crmCredentialFields(connection.provider)) {
      if (!field.optional && !credentials[field.name]) {
        errors[`credentials.${field.name}`] = messages.credentialsAgain;
      }
    }
  }
  if (connection.offers_stock) {
    const map: Record<string, number> = {};
    values.status_map.forEach((row, index) => {
      const word = row.word.trim();
      if (!word && row.status_id === null) return;
      if (!word) errors[`status_map.${index}.word`] = messages.required;
      else if (row.status_id === null) errors[`status_map.${index}.status_id`] = messages.required;
      else map[word] = row.status_id;
    });
    body.status_map = Object.keys(map).length > 0 ? map : null;
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** A saved connection given an address: its credentials must all be typed again. */
export function credentialsNeededAgain(
  values: Pick<ConnectionFormValues, 'base_url'>,
  connection: Pick<Connection, 'configured'>,
): boolean {
  return connection.configured && values.base_url.trim() !== '';
}

/**
 * The server names a status row's error by its word (`status_map.option`); the form shows it
 * under the status table, with the word.
 */
export function placeConnectionErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fieldErrors) return error;
  const placed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const word = /^status_map\.(.+)$/.exec(field)?.[1];
    const target = word ? 'status_map' : field;
    placed[target] = [
      ...(placed[target] ?? []),
      ...messages.map((text) => (word ? `${word} : ${text}` : text)),
    ];
  }
  return new ApiError(422, { ...(error.body as object), errors: placed });
}
