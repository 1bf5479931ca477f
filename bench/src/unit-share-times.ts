/**
 * What a shared unit costs the server (issue 15): its preview picture (GET /unit/{id}/preview.jpg)
 * and its PDF sheet (GET /unit/{id}/sheet.pdf), each made once (cold: a storage of its own, nothing
 * cached) and then served from storage (cached), in French and English, for a few units of the
 * demo (npm run bench:unit-share -w bench, after the demo generator).
 */
import { loadDemoModel } from '../../e2e/src/public/demo-model.ts';
import { startAppServer } from '../../e2e/src/support/app-server.ts';
import { createPrivateStorage } from '../../e2e/src/support/private-storage.ts';
import { formatBytes, formatMs, median, table } from './format.ts';

const UNITS = Number(process.env.BENCH_UNITS ?? 4);
const storage = createPrivateStorage();
const server = await startAppServer({ env: { STORAGE_DIR: storage.dir, LOG_LEVEL: 'error' } });

async function timed(path: string): Promise<{ ms: number; bytes: number; type: string }> {
  const started = performance.now();
  const answer = await fetch(`${server.url}${path}`);
  const body = new Uint8Array(await answer.arrayBuffer());
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return { ms, bytes: body.length, type: answer.headers.get('content-type') ?? '' };
}

try {
  const model = await loadDemoModel(server.url);
  const units = model.units.filter((unit) => unit.status_id === 1 && unit.unit_id === null).slice(0, UNITS);
  const rows: string[][] = [];
  for (const [label, pathOf] of [
    ['preview picture (JPEG)', (id: number, locale: string) => `/unit/${id}/preview.jpg?locale=${locale}`],
    ['PDF sheet', (id: number, locale: string) => `/unit/${id}/sheet.pdf?locale=${locale}`],
  ] as const) {
    for (const locale of ['fr', 'en']) {
      const cold = [];
      const cached = [];
      for (const unit of units) {
        cold.push(await timed(pathOf(unit.id, locale)));
        for (let again = 0; again < 3; again++) cached.push(await timed(pathOf(unit.id, locale)));
      }
      rows.push([
        `${label}, ${locale}`,
        `${formatMs(median(cold.map((one) => one.ms)))} (max ${formatMs(Math.max(...cold.map((one) => one.ms)))})`,
        `${formatMs(median(cached.map((one) => one.ms)))} (max ${formatMs(Math.max(...cached.map((one) => one.ms)))})`,
        `${formatBytes(Math.min(...cold.map((one) => one.bytes)))}–${formatBytes(Math.max(...cold.map((one) => one.bytes)))}`,
      ]);
    }
  }
  console.log(
    `Shared unit files, ${units.length} available units of the demo, one server process, medians (the first call of the run also loads the libraries):`,
  );
  console.log(table(['file', 'cold (made)', 'cached (from storage)', 'size'], rows));
} finally {
  await server.stop();
  storage.remove();
}
