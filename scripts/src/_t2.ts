import { planDemo } from './model/demo-plan.ts';
import { buildSiteScene } from './render/site-geometry.ts';
import { packSite } from './orbital/render-chain.ts';
import { viewChains } from './orbital/orbital-views.ts';
let t = performance.now();
const plan = planDemo(20251121); console.log('plan', (performance.now() - t).toFixed(0)); t = performance.now();
const sc = buildSiteScene(plan.sites[0]!); console.log('scene', (performance.now() - t).toFixed(0)); t = performance.now();
const ps = packSite(sc); console.log('pack', (performance.now() - t).toFixed(0)); t = performance.now();
viewChains(plan.sites[0]!); console.log('chains', (performance.now() - t).toFixed(0)); t = performance.now();
