import sharp from 'sharp';
import { unitLayout } from './plans/unit-layout.ts';
import { renderPlanModel } from './plans/plan-render.ts';
const t = performance.now();
renderPlanModel(unitLayout(3), [205], 1600, 1200, (i, rgb) => {
  void sharp(Buffer.from(rgb), { raw: { width: 1600, height: 1200, channels: 3 } }).png().toFile('/tmp/plan3d.png');
});
console.log((performance.now() - t).toFixed(0));
