import { planDemo } from './model/demo-plan.ts';
import { OrbitalProject } from './orbital/orbital-job.ts';
import { frameSizes } from './orbital/frame-files.ts';
const plan = planDemo(20251121);
const p = new OrbitalProject(plan.sites[0]!, 384, 217, frameSizes(0.2));
for (let f = 0; f < 5; f++) { const t = performance.now(); await p.renderFrame(f, null); console.log(f, (performance.now() - t).toFixed(0)); }
