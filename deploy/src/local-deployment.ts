import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { renderLocalNginx } from './nginx-config.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const BUCKET = 'vitrine-media';
/** Debian's nginx (apt-get install nginx), also when /usr/sbin is not on the PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** One Vitrine server process of the deployment: it can be killed and started again on its port. */
export interface VitrineProcess {
  port: number;
  url: string;
  /** Everything the process printed (stdout and stderr), across restarts. */
  output: () => string;
  isRunning: () => boolean;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  start: () => Promise<void>;
}

export interface Deployment {
  /** nginx, in front of the processes */
  url: string;
  processes: VitrineProcess[];
  databaseUrl: string;
  /** The environment every process shares (database, bucket, secrets). */
  env: Record<string, string>;
  /** The S3 bucket's server: stopped (an outage) and started again on its port, with its files. */
  bucket: { stop: () => Promise<void>; start: () => Promise<void> };
  stop: () => Promise<void>;
}

export interface DeploymentOptions {
  /** Where everything of the run lives (the shared STORAGE_DIR, the bucket's files, nginx). */
  dir: string;
  processes?: number;
  /** nginx's port (0: a free one). */
  port?: number;
  /** PostgreSQL server to create the deployment's database on (a database of its own). */
  postgresAdminUrl?: string;
  /** The database name; created when missing. */
  database?: string;
  /** Runs once on the empty, migrated database before any process starts (seeding). */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** More environment for every process (SMTP_URL, DEMO…). */
  env?: Record<string, string>;
  /** Lines of the processes' and nginx's output go here too (a terminal). */
  echo?: (line: string) => void;
  /** The checkout whose server runs (default: this one; a benchmark may run a former version). */
  root?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(adminUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function untilAnswering(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`${url}: the process ended before it answered`);
    try {
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function vitrineProcess(
  port: number,
  env: Record<string, string>,
  echo?: (line: string) => void,
  root = ROOT,
): VitrineProcess {
  let child: ChildProcess | null = null;
  let printed = '';
  const url = `http://127.0.0.1:${port}`;
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    port,
    url,
    output: () => printed,
    isRunning: running,
    async start() {
      if (running()) return;
      const started = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => {
        printed += chunk;
        if (echo) for (const line of String(chunk).trimEnd().split('\n')) echo(`[:${port}] ${line}`);
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      await untilAnswering(
        url,
        120_000,
        () => started.exitCode === null && started.signalCode === null,
      ).catch((error: Error) => {
        throw new Error(`${error.message}:\n${printed}`);
      });
    },
    async kill(signal) {
      const current = child;
      if (!current || !running()) return;
      const ended = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill(signal);
      await ended;
    },
  };
}

/**
 * Vitrine as it runs on several processes, on this machine: a PostgreSQL database of its own, an
 * S3-compatible bucket (s3rver), N server processes sharing them (same secrets, same STORAGE_DIR
 * for uploads in progress), and Debian's nginx in front, configured from deploy/nginx's template.
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const adminUrl = options.postgresAdminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = options.database ?? `vitrine_deploy_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`database name "${name}": letters, digits and _ only`);
  const exists = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  const fresh = exists.rowCount === 0;
  if (fresh) await adminQuery(adminUrl, `create database ${name}`);
  const database = new URL(adminUrl);
  database.pathname = `/${name}`;
  const databaseUrl = database.toString();

  // What was started, stopped in reverse order; the database is dropped last (unless it was named).
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch(() => undefined);
    if (fresh && !options.database)
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
  };
  try {
    for (const folder of ['storage', 'bucket', 'nginx', 'mail'])
      mkdirSync(join(options.dir, folder), { recursive: true });
    const runBucket = async (port: number) => {
      const server = new S3rver({
        port,
        address: '127.0.0.1',
        directory: join(options.dir, 'bucket'),
        silent: true,
        configureBuckets: [{ name: BUCKET }],
      });
      const { port: listening } = await server.run();
      return { server, port: listening };
    };
    let { server: bucketServer, port: bucketPort } = await runBucket(0);
    let bucketUp = true;
    const bucket = {
      stop: async () => {
        if (!bucketUp) return;
        bucketUp = false;
        await bucketServer.close();
      },
      start: async () => {
        if (bucketUp) return;
        ({ server: bucketServer, port: bucketPort } = await runBucket(bucketPort));
        bucketUp = true;
      },
    };
    stops.push(() => bucket.stop());

    const nginxPort = options.port || (await freePort());
    const ports = await Promise.all(Array.from({ length: options.processes ?? 2 }, () => freePort()));
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      APP_URL: `http://localhost:${nginxPort}`,
      HOST: '127.0.0.1',
      // Every process must share these: sessions and CRM credentials are read by all.
      SESSION_SECRET: 'local-deployment-session-secret-0123456789',
      CRM_ENCRYPTION_KEY: 'local-deployment-crm-key-0123456789abcdef',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'storage/',
      STORAGE_DIR: join(options.dir, 'storage'),
      MAIL_DIR: join(options.dir, 'mail'),
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    if (fresh && options.prepare) await options.prepare(databaseUrl);
    const processes = ports.map((port) => vitrineProcess(port, env, options.echo, options.root));
    stops.push(async () => {
      await Promise.all(processes.map((one) => one.kill('SIGTERM')));
    });
    // The first one alone: it migrates (and seeds the demo when asked) before the others start.
    await processes[0]!.start();
    await Promise.all(processes.slice(1).map((one) => one.start()));

    const prefix = join(options.dir, 'nginx');
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      renderLocalNginx({
        prefix,
        listen: `127.0.0.1:${nginxPort}`,
        upstreams: ports.map((port) => `127.0.0.1:${port}`),
      }),
    );
    const nginx = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    let nginxOutput = '';
    nginx.stderr?.on('data', (chunk) => {
      nginxOutput += chunk;
    });
    stops.push(async () => {
      if (nginx.exitCode !== null) return;
      const ended = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
      nginx.kill('SIGQUIT');
      await ended;
    });
    const url = `http://127.0.0.1:${nginxPort}`;
    await untilAnswering(url, 10_000, () => nginx.exitCode === null).catch((error: Error) => {
      throw new Error(`${error.message}\nnginx: ${nginxOutput}`);
    });
    return { url, processes, databaseUrl, env, bucket, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
