import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { UnitPlanFile } from './unit-plans.ts';

/** A zip of the plans, streamed as it is written (plans are PDF and images: stored, not deflated). */
export function planArchive(plans: readonly UnitPlanFile[]): Readable {
  const zip = new yazl.ZipFile();
  for (const plan of plans) zip.addFile(plan.file, plan.filename, { compress: false });
  zip.end();
  return zip.outputStream as Readable;
}
