import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type CrmNetwork, systemResolve } from './crm-address-policy.ts';
import { crmKeyOf } from './crm-secrets.ts';
import { syncRunLeaseMs } from './sync-run-lease.ts';

export interface CrmLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What the CRM services need: the database, the credentials key, the call deadline and network. */
export interface CrmContext {
  db: Db;
  key: Buffer;
  timeoutMs: number;
  network: CrmNetwork;
  log: CrmLog;
  /** How long a sync run stays "running" without news of its process (sync-run-lease.ts). */
  syncLeaseMs: number;
}

export type CrmConfig = Pick<
  Config,
  'crmEncryptionKey' | 'storageDir' | 'crmTimeoutMs' | 'crmAllowPrivateHosts'
> &
  Partial<Pick<Config, 'queueLockMs'>>;

export function crmContextOf(db: Db, config: CrmConfig, log: CrmLog): CrmContext {
  return {
    db,
    key: crmKeyOf(config),
    timeoutMs: config.crmTimeoutMs,
    network: { allowPrivate: config.crmAllowPrivateHosts, resolve: systemResolve },
    log,
    syncLeaseMs: syncRunLeaseMs(config),
  };
}
