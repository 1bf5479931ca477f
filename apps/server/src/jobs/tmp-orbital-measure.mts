import sharp from 'sharp';
import { localDriver } from '/work/main/apps/server/src/plugins/storage-driver.ts';
import { renderOrbitalFrames } from '/work/main/apps/server/src/features/media/orbital-media.ts';
import { mkdtempSync } from 'node:fs';
const N = 4;
const src = await sharp({ create: { width: 3840, height: 2160, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 92 }).toBuffer();
const store = localDriver(mkdtempSync('/tmp/vb/orb-'));
const place = { project: 'p', building: 'b', view: 'full' };
// old: clone per width, per-ext encoding from the compressed source, default webp effort, sequential
let t = performance.now();
for (let i = 0; i < N; i++) {
  const image = sharp(src).rotate();
  for (const w of [3820, 1920, 960]) {
    const r = image.clone().resize(w, Math.round(w * 2160 / 3820), { fit: 'cover' });
    await store.put(`old/${i}-${w}.jpg`, await r.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer());
    await store.put(`old/${i}-${w}.webp`, await r.clone().webp({ quality: 80 }).toBuffer());
  }
}
const old = (performance.now() - t) / N;
t = performance.now();
let k = 0;
await renderOrbitalFrames(store, place, async () => src, async (d) => { k = d; if (d >= N) throw new Error('stop'); }).catch(() => undefined);
const neu = (performance.now() - t) / N;
console.log(`per frame: old ${Math.round(old)} ms, new ${Math.round(neu)} ms (${k} frames)`);
