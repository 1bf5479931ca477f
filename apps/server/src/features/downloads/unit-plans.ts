import { stat } from 'node:fs/promises';
import { extname, isAbsolute, join, normalize, sep } from 'node:path';
import type { Row } from '../../db/schema.ts';

/** One plan file of a unit, as found in storage. */
export interface UnitPlanFile {
  kind: 'pdf' | '2d' | '3d';
  /** storage-relative path */
  path: string;
  /** absolute path on disk */
  file: string;
  /** the name the visitor gets: plan-a-1-03.pdf, plan-a-1-03-2d.png */
  filename: string;
  size: number;
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

/** The absolute path of a storage-relative path, or null if it would leave the storage folder. */
export function resolveInStorage(storageDir: string, path: string): string | null {
  const relative = normalize(path.replace(/^\/+/, ''));
  if (isAbsolute(relative) || relative === '..' || relative.startsWith(`..${sep}`)) return null;
  return join(storageDir, relative);
}

/**
 * The plans of a unit that exist in storage: the PDF first, then the 2D and 3D plans.
 * A path recorded in the database whose file is missing is left out.
 */
export async function findUnitPlans(
  unit: Pick<Row<'units'>, 'name' | 'blueprint_pdf_path' | 'blueprint_2d_path' | 'blueprint_3d_path'>,
  storageDir: string,
): Promise<UnitPlanFile[]> {
  const candidates = [
    { kind: 'pdf', path: unit.blueprint_pdf_path },
    { kind: '2d', path: unit.blueprint_2d_path },
    { kind: '3d', path: unit.blueprint_3d_path },
  ] as const;
  const base = `plan-${fileSlug(unit.name)}`;
  const plans: UnitPlanFile[] = [];
  const seen = new Set<string>();
  for (const { kind, path } of candidates) {
    if (!path || seen.has(path)) continue;
    seen.add(path);
    const file = resolveInStorage(storageDir, path);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) continue;
    const extension = extname(path).toLowerCase();
    const filename = kind === 'pdf' ? `${base}${extension}` : `${base}-${kind}${extension}`;
    plans.push({ kind, path, file, filename, size: info.size });
  }
  return plans;
}
