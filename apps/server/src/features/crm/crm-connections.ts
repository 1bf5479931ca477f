import type { TStatusMap } from '@vitrine/core/schemas/crm';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import type { CrmConnector } from './crm-connector.ts';
import type { CrmContext } from './crm-context.ts';
import type { Provider } from './crm-db.ts';
import { credentialsContext, decryptCredentials, encryptCredentials } from './crm-secrets.ts';
import { PROVIDER_DEFINITIONS } from './providers/index.ts';
import { parseStatusMap } from './status-mapping.ts';

export type ConnectionRow = Row<'crm_connections'>;

export function findConnection(
  db: Db,
  projectId: number,
  provider: Provider,
): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('crm_connections')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export function findConnectionById(db: Db, id: number): Promise<ConnectionRow | undefined> {
  return db.selectFrom('crm_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listConnectionsOfProject(db: Db, projectId: number): Promise<ConnectionRow[]> {
  return db
    .selectFrom('crm_connections')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

export interface ConnectionChange {
  baseUrl?: string;
  credentials?: Record<string, unknown>;
  statusMap?: TStatusMap | null;
  enabled?: boolean;
}

/** Creates or updates a project's connection to a provider; credentials are encrypted here. */
export async function saveConnection(
  ctx: Pick<CrmContext, 'db' | 'key'>,
  projectId: number,
  provider: Provider,
  change: ConnectionChange,
): Promise<ConnectionRow> {
  const db = ctx.db;
  const values = {
    ...(change.baseUrl !== undefined ? { base_url: change.baseUrl } : {}),
    ...(change.credentials !== undefined
      ? {
          credentials: encryptCredentials(
            ctx.key,
            credentialsContext(projectId, provider),
            change.credentials,
          ),
        }
      : {}),
    ...(change.statusMap !== undefined
      ? { status_map: change.statusMap === null ? null : JSON.stringify(change.statusMap) }
      : {}),
    ...(change.enabled !== undefined ? { enabled: change.enabled ? 1 : 0 } : {}),
  };
  const existing = await findConnection(ctx.db, projectId, provider);
  if (existing) {
    await db
      .updateTable('crm_connections')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', existing.id)
      .execute();
  } else {
    if (values.base_url === undefined || values.credentials === undefined) {
      throw new Error('a new connection needs its base URL and credentials');
    }
    await db
      .insertInto('crm_connections')
      .values({
        project_id: projectId,
        provider,
        base_url: values.base_url,
        credentials: values.credentials,
        ...values,
      })
      .execute();
  }
  return (await findConnection(ctx.db, projectId, provider))!;
}

/** The connection's own status words over the default mapping. */
export function statusMapOf(connection: ConnectionRow): TStatusMap {
  return parseStatusMap(connection.status_map);
}

/** The provider's connector with the connection's decrypted credentials. */
export function connectorOf(
  ctx: Pick<CrmContext, 'key' | 'timeoutMs' | 'network'>,
  connection: ConnectionRow,
): CrmConnector {
  const credentials = decryptCredentials(
    ctx.key,
    credentialsContext(connection.project_id, connection.provider),
    connection.credentials,
  );
  return PROVIDER_DEFINITIONS[connection.provider].connect({
    baseUrl: connection.base_url,
    credentials,
    timeoutMs: ctx.timeoutMs,
    network: ctx.network,
    cacheKey: `${connection.id}:${connection.updated_at}`,
  });
}
