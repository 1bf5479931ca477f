import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import type { UnitPlanFile } from './unit-plans.ts';

/**
 * A zip of the plans, read through the storage driver (a few files of a few MB each) and stored,
 * not deflated (plans are PDF and images).
 */
export async function planArchive(storage: StorageDriver, plans: readonly UnitPlanFile[]): Promise<Readable> {
  const zip = new yazl.ZipFile();
  for (const plan of plans) zip.addBuffer(await storage.get(plan.path), plan.filename, { compress: false });
  zip.end();
  return zip.outputStream as Readable;
}
