import type { Locale } from '@vitrine/core/i18n/index';
import type { TCrmConnection, TCrmPush, TSyncRun } from '@vitrine/core/schemas/crm';
import type { Row } from '../../db/schema.ts';
import type { ConnectionRow } from './crm-connections.ts';
import type { Provider } from './crm-db.ts';
import { crmErrorText } from './crm-error-text.ts';
import { PROVIDER_DEFINITIONS } from './providers/index.ts';
import type { PushRow } from './push-repository.ts';
import { parseStatusMap } from './status-mapping.ts';

/**
 * A project's connection as the admin sees it: whether it is configured, never its base URL or
 * credentials. Adlead's shows the webhook URL to give to Adlead.
 */
export function presentConnection(
  provider: Provider,
  row: ConnectionRow | undefined,
  appUrl: string,
): TCrmConnection {
  const definition = PROVIDER_DEFINITIONS[provider];
  return {
    provider,
    label: definition.label,
    configured: row !== undefined,
    enabled: row ? row.enabled === 1 : false,
    offers_stock: definition.offersStock,
    status_map: row ? parseStatusMap(row.status_map) : {},
    webhook_url: row && definition.sendsWebhooks ? `${appUrl}/webhooks/${provider}/${row.id}` : null,
    updated_at: row?.updated_at ?? null,
  };
}

/** One lead's push to one CRM (GET /api/contacts/{id}/crm), its error in the reader's language. */
export function presentPush(row: PushRow, locale: Locale): TCrmPush {
  return {
    provider: row.provider,
    status: row.status,
    attempts: row.attempts,
    last_error: crmErrorText(row.last_error, locale),
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    pushed_at: row.pushed_at,
    external_id: row.external_id,
  };
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A sync run with who ran it, its counts and per-unit changes. */
export function presentSyncRun(
  row: Row<'sync_runs'> & { user_name: string | null },
  locale: Locale,
): TSyncRun {
  return {
    id: row.id,
    provider: row.provider as TSyncRun['provider'],
    project_id: row.project_id,
    building_id: row.building_id,
    user_id: row.user_id,
    user_name: row.user_name,
    status: row.status as TSyncRun['status'],
    counts: parseJson(row.summary) as TSyncRun['counts'],
    changes: (parseJson(row.details) ?? []) as TSyncRun['changes'],
    error: crmErrorText(row.error, locale),
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}
