import sharp from 'sharp';
import { writeFrameFiles } from './orbital/frame-files.ts';
sharp.concurrency(1); sharp.cache(false);
const { data } = await sharp('/tmp/dev-full.png').raw().toBuffer({ resolveWithObject: true });
const { data: d2 } = await sharp(data, { raw: { width: 1920, height: 1086, channels: 3 } }).raw().toBuffer({ resolveWithObject: true });
for (const large of [false, true, false, true]) {
  const t = process.cpuUsage(); const w = performance.now();
  await writeFrameFiles({ root: '/tmp/enc-test', project: 'p', building: 'b', view: 'v', frame: 0 }, new Uint8Array(d2), 1920, 1086, large);
  const d = process.cpuUsage(t);
  console.log(large, 'cpu', ((d.user + d.system) / 1000).toFixed(0), 'wall', (performance.now() - w).toFixed(0));
}
console.log(sharp.concurrency(), sharp.cache());
