/**
 * Lighthouse (mobile) alone on the public pages of the generated demo, BENCH_LIGHTHOUSE_RUNS
 * rounds (3 unless said): npm run bench:lighthouse -w bench. The same table ends bench:page.
 */
import { startAppServer } from '../e2e/src/support/app-server.ts';
import { demoUnitPath } from './src/demo-unit-path.ts';
import { printLighthouse } from './src/lighthouse-report.ts';
import { runLighthouse } from './src/lighthouse-run.ts';

const server = await startAppServer({ env: { LOG_LEVEL: 'error' } });
try {
  // BENCH_LIGHTHOUSE_PAGES=/orbital,unit audits only those ("unit": the demo's shared unit page)
  const names = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/orbital', '/contact', 'unit'];
  const paths = await Promise.all(
    names.map((name) =>
      name === 'unit' ? demoUnitPath(server.url) : Promise.resolve(name.startsWith('/') ? name : `/${name}`),
    ),
  );
  printLighthouse(await runLighthouse(server.url, paths));
} finally {
  await server.stop();
}
