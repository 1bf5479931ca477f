import { extname } from 'node:path';
import type { Row } from '../../db/schema.ts';
import { type StorageDriver, safeStoragePath } from '../../plugins/storage-driver.ts';

/** One plan file of a unit, as found in storage. */
export interface UnitPlanFile {
  kind: 'pdf' | '2d' | '3d';
  /** storage-relative path, read through the storage driver (the disk or the bucket) */
  path: string;
  /** the name the visitor gets: plan-a-1-03.pdf, plan-a-1-03-2d.png */
  filename: string;
}

/** A unit name as it appears in a file name: "A.1.03" → "a-1-03". */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'bien';
}

function safePath(path: string): string | null {
  try {
    return safeStoragePath(path);
  } catch {
    return null;
  }
}

/**
 * The plans of a unit that exist in storage: the PDF first, then the 2D and 3D plans.
 * A path recorded in the database whose file is missing (or that leaves the storage) is left out.
 */
export async function findUnitPlans(
  unit: Pick<Row<'units'>, 'name' | 'blueprint_pdf_path' | 'blueprint_2d_path' | 'blueprint_3d_path'>,
  storage: StorageDriver,
): Promise<UnitPlanFile[]> {
  const candidates = [
    { kind: 'pdf', path: unit.blueprint_pdf_path },
    { kind: '2d', path: unit.blueprint_2d_path },
    { kind: '3d', path: unit.blueprint_3d_path },
  ] as const;
  const base = `plan-${fileSlug(unit.name)}`;
  const plans: UnitPlanFile[] = [];
  const seen = new Set<string>();
  for (const { kind, path: recorded } of candidates) {
    const path = recorded ? safePath(recorded) : null;
    if (!path || seen.has(path)) continue;
    seen.add(path);
    if (!(await storage.exists(path))) continue;
    const extension = extname(path).toLowerCase();
    const filename = kind === 'pdf' ? `${base}${extension}` : `${base}-${kind}${extension}`;
    plans.push({ kind, path, filename });
  }
  return plans;
}
