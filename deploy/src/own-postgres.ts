import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { freePort } from './local-deployment.ts';

const run = promisify(execFile);
const PREFIX = 'vitrine_deploy_';

export interface OwnPostgres {
  /** The cluster's admin database, trust authentication on 127.0.0.1. */
  adminUrl: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  drop: () => Promise<void>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A PostgreSQL cluster of the suite's own (Debian's pg_createcluster, as root), which it may stop
 * and start without touching the server other tests use. Clusters a killed run left are dropped.
 */
export async function createOwnPostgres(): Promise<OwnPostgres> {
  const version = readdirSync('/etc/postgresql')[0]!;
  for (const name of readdirSync(`/etc/postgresql/${version}`)) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && !isAlive(pid))
      await run('pg_dropcluster', [version, name, '--stop']).catch(() => undefined);
  }
  const name = `${PREFIX}${process.pid}`;
  const port = await freePort();
  await run('pg_createcluster', [version, name, '-p', String(port), '--start', '--', '--auth=trust']);
  const ctl = (action: string, ...options: string[]) =>
    run('pg_ctlcluster', [version, name, action, ...options]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await ctl('stop', '-m', 'fast');
    },
    start: async () => {
      await ctl('start');
    },
    drop: async () => {
      await run('pg_dropcluster', [version, name, '--stop']);
    },
  };
}
