/**
 * Server-rendered pages on the deployment of deploy/ (PostgreSQL, the S3-compatible bucket, nginx
 * in front of two Vitrine processes), seeded with the API bench's 5,000 units: the same page asked
 * of one process directly, then of both through nginx. Needs the built web app with its server
 * bundle (npm run build: apps/web/dist and dist-ssr); without it, nothing is measured.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDeployment } from '../../deploy/src/local-deployment.ts';
import { type LoadFigures, runLoad } from './load.ts';

export type PageThroughput = LoadFigures;

export interface TwoProcessPages {
  path: string;
  one: PageThroughput;
  two: PageThroughput;
}

export interface TwoProcessOptions {
  /** The checkout whose servers run (BENCH_BEFORE_ROOT measures a former version). */
  root: string;
  seconds: number;
  connections: number;
  /** Migrates and seeds the empty database (with the checkout's own modules). */
  prepare: (databaseUrl: string) => Promise<void>;
}

/** Whether the checkout's web app is built with its server bundle (pages are rendered). */
export function hasServerBundle(root: string): boolean {
  return existsSync(join(root, 'apps/web/dist-ssr/entry-server.js'));
}

async function load(url: string, seconds: number, connections: number): Promise<PageThroughput> {
  // a browser's request: it takes br, and sends the language it reads
  const headers = { 'accept-encoding': 'br', 'accept-language': 'fr' };
  await runLoad(url, { connections, seconds: 1, headers });
  return runLoad(url, { connections, seconds, headers });
}

/** GET `path` (a public page, rendered by the server) on one process, then on two behind nginx. */
export async function measureTwoProcessPages(
  path: string,
  options: TwoProcessOptions,
): Promise<TwoProcessPages> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-two-process-bench-'));
  const deployment = await startDeployment({
    dir,
    root: options.root,
    processes: 2,
    env: { DEMO: '0', LOG_LEVEL: 'warn' },
    prepare: options.prepare,
  });
  try {
    const page = await fetch(`${deployment.url}${path}`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('data-ssr'))
      throw new Error(`${path} is not rendered by the server (${page.status}): is the web app built?`);
    const one = await load(`${deployment.processes[0]!.url}${path}`, options.seconds, options.connections);
    const two = await load(`${deployment.url}${path}`, options.seconds, options.connections);
    return { path, one, two };
  } finally {
    await deployment.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
