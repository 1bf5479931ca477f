import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { planDemo } from './model/demo-plan.ts';
import { OrbitalProject } from './orbital/orbital-job.ts';
import { polygonFiles } from './orbital/polygon-file.ts';
import { writeDebugOverlay } from './orbital/debug-overlay.ts';
import { storagePaths } from './storage-paths.ts';
sharp.concurrency(1);
const root = '/tmp/demo-out';
const frames = Number(process.argv[2] ?? 1);
const plan = planDemo(20251121);
const project = new OrbitalProject(plan.sites[0]!, 1920, 1086);
const results = [];
for (let f = 0; f < 29; f++) {
  const t = process.cpuUsage(); const w = performance.now();
  const r = await project.renderFrame(f, f < frames ? root : null);
  const d = process.cpuUsage(t);
  if (f < frames) console.log(f, 'cpu', ((d.user + d.system) / 1000).toFixed(0), 'wall', (performance.now() - w).toFixed(0), r.files.map((x) => x.largestJpegBytes).join(','));
  results.push(r);
}
for (const [building, file] of polygonFiles(results)) {
  const p = path.join(root, storagePaths.polygons('sambre', building));
  await mkdir(path.dirname(p), { recursive: true });
  await writeFile(p, JSON.stringify(file));
}
await writeDebugOverlay(root, 'sambre', 'a', 'full', 0, '/tmp/overlay-a-full.png');
await writeDebugOverlay(root, 'sambre', 'a', 'etage-2', 0, '/tmp/overlay-a-2.png');
await writeDebugOverlay(root, 'sambre', 'b', 'full', 0, '/tmp/overlay-b-full.png');
