import { planDemo } from './model/demo-plan.ts';
import { buildSiteScene } from './render/site-geometry.ts';
import { packSite } from './orbital/render-chain.ts';
import { viewChains, frameHeading } from './orbital/orbital-views.ts';
import { orbitCamera } from './render/camera.ts';
import { createShadowMap } from './render/shadow-map.ts';
import { FrameRenderer } from './render/frame-renderer.ts';
const plan = planDemo(20251121);
const site = packSite(buildSiteScene(plan.sites[0]!));
const chain = viewChains(site.siteScene.site)[0]!;
const camera = orbitCamera(chain.orbit, frameHeading(0), 1920, 1086);
const shadow = createShadowMap(site.environment.lighting.sun, chain.orbit.target, chain.shadowExtent, 3072);
const r = new FrameRenderer(camera, site.surfaces, site.environment, shadow);
for (const name of chain.baseLayers) r.add(site.layers.get(name)!);
let best = 1e9;
for (let rep = 0; rep < 6; rep++) {
  const t = process.cpuUsage();
  r.shadeAll();
  const u = process.cpuUsage(t);
  best = Math.min(best, (u.user + u.system) / 1000);
}
console.log('shadeAll best', best.toFixed(0), 'ms', ((best * 1e6) / (1920 * 1086)).toFixed(0), 'ns/px');
