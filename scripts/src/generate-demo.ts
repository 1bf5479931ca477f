import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from './demo-version.ts';
import { demoSourceDir, ensureDemo } from './ensure-demo.ts';
import { writeDebugOverlay } from './orbital/debug-overlay.ts';

/**
 * node --import tsx scripts/src/generate-demo.ts [--out data/storage] [--force] [--seed N]
 *   [--debug-overlay file.png] [--scale 0.25] [--workers N]
 */
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'data/storage' },
    force: { type: 'boolean', default: false },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    scale: { type: 'string', default: '1' },
    workers: { type: 'string' },
    'debug-overlay': { type: 'string' },
  },
  allowPositionals: false,
});

const started = performance.now();
const storageDir = path.resolve(values.out);
const manifest = await ensureDemo({
  storageDir,
  force: values.force,
  seed: Number(values.seed),
  scale: Number(values.scale),
  log: (line) => console.log(line),
  ...(values.workers ? { workers: Number(values.workers) } : {}),
});
const units = manifest.projects.flatMap((project) =>
  project.buildings.flatMap((b) => b.floors.flatMap((f) => f.units)),
);
console.log(
  `demo ready in ${demoSourceDir(storageDir)}: ${manifest.projects.length} projects, ${units.length} units`,
);
console.log(`ensureDemo took ${((performance.now() - started) / 1000).toFixed(2)} s`);
if (values['debug-overlay'] !== undefined) {
  const file = path.resolve(values['debug-overlay']);
  await writeDebugOverlay(demoSourceDir(storageDir), 'sambre', 'a', 'full', 0, file);
  console.log(`outlines of building a, frame 00, drawn over the picture: ${file}`);
}
