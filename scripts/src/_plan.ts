import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { unitLayout } from './plans/unit-layout.ts';
import { planDrawing } from './plans/plan-drawing.ts';
import { drawingToSvg } from './plans/plan-svg.ts';
import { drawingToPdf } from './plans/plan-pdf.ts';
for (const b of [0, 2, 4]) {
  const items = planDrawing(unitLayout(b), 'Les Jardins de la Sambre');
  const t = performance.now();
  await sharp(Buffer.from(drawingToSvg(items))).png().toFile(`/tmp/plan-${b}.png`);
  const pdf = await drawingToPdf(items, 'Plan', null);
  await writeFile(`/tmp/plan-${b}.pdf`, pdf);
  console.log(b, (performance.now() - t).toFixed(0), pdf.length);
}
