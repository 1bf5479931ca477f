import { planDemo } from './model/demo-plan.ts';
import { buildSiteScene } from './render/site-geometry.ts';
import { ChainRenderer, packSite } from './orbital/render-chain.ts';
import { viewChains } from './orbital/orbital-views.ts';
const plan = planDemo(20251121);
const site = packSite(buildSiteScene(plan.sites[0]!));
const chains = viewChains(site.siteScene.site);
const cr = new ChainRenderer(site, chains[0]!, 1920, 1086);
for (let f = 0; f < 6; f++) { const t0 = process.cpuUsage(); cr.renderFrame(f, () => {}); const d = process.cpuUsage(t0); console.log(f, ((d.user + d.system) / 1000).toFixed(0)); }
