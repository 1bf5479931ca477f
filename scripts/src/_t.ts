import { planDemo } from './model/demo-plan.ts';
import { frameSizes } from './orbital/frame-files.ts';
import { OrbitalProject } from './orbital/orbital-job.ts';
let t = performance.now();
const project = new OrbitalProject(planDemo(20251121).sites[0]!, 256, 145, frameSizes(0.1), 512);
console.log('setup', (performance.now() - t).toFixed(0));
for (let f = 0; f < 6; f++) { t = performance.now(); const c = process.cpuUsage(); await project.renderFrame(f, null); const d = process.cpuUsage(c); console.log(f, (performance.now() - t).toFixed(0), ((d.user+d.system)/1000).toFixed(0)); }
