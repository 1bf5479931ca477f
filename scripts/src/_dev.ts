import sharp from 'sharp';
import { planDemo } from './model/demo-plan.ts';
import { buildSiteScene } from './render/site-geometry.ts';
import { ChainRenderer, packSite } from './orbital/render-chain.ts';
import { viewChains } from './orbital/orbital-views.ts';

const [w, h, frame, chainIndex, siteIndex] = process.argv.slice(2).map(Number);
const plan = planDemo(20251121);
const site = packSite(buildSiteScene(plan.sites[siteIndex ?? 0]!));
const chains = viewChains(site.siteScene.site);
const cr = new ChainRenderer(site, chains[chainIndex ?? 0]!, w!, h!);
for (const rep of [0, 1]) {
  const outs: Promise<unknown>[] = [];
  const t0 = process.cpuUsage();
  let last = process.cpuUsage();
  cr.renderFrame(frame!, (view, r) => {
    const d = process.cpuUsage(last);
    console.log(view, ((d.user + d.system) / 1000).toFixed(0), 'ms');
    last = process.cpuUsage();
    if (rep === 1) outs.push(sharp(Buffer.from(r.antialiased()), { raw: { width: w!, height: h!, channels: 3 } }).png({ compressionLevel: 1 }).toFile(`/tmp/dev-${view}.png`));
  });
  const d = process.cpuUsage(t0);
  console.log('total cpu', ((d.user + d.system) / 1000).toFixed(0));
  await Promise.all(outs);
}
