/**
 * Vitrine on several processes behind nginx, on this machine (npm run local -w deploy):
 * PostgreSQL database `vitrine_local` (kept between runs), an S3-compatible bucket (s3rver) and
 * the shared STORAGE_DIR under data/deploy/, N processes (--processes, default 2) and Debian's
 * nginx on --port (default 8080). The demo is seeded on the first run. Ctrl-C stops everything.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startDeployment } from './local-deployment.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    database: { type: 'string', default: 'vitrine_local' },
  },
});

const deployment = await startDeployment({
  dir: join(import.meta.dirname, '..', '..', 'data', 'deploy'),
  processes: Number(values.processes),
  port: Number(values.port),
  database: values.database,
  postgresAdminUrl: process.env.POSTGRES_ADMIN_URL,
  env: { DEMO: '1', APP_URL: `http://localhost:${values.port}`, LOG_LEVEL: 'info' },
  echo: (line) => console.log(line),
});
console.log(
  `\nnginx on http://localhost:${values.port} in front of ${deployment.processes.map((one) => one.url).join(', ')}`,
);
console.log(`database ${deployment.databaseUrl}; Ctrl-C stops everything.`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    deployment.stop().then(() => process.exit(0));
  });
