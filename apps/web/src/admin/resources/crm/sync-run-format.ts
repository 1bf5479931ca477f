import {
  formatPrice,
  formatSurface,
  type TLotCounts,
  type TSyncRun,
  type TUnitDiff,
  type TUnitDiffField,
} from '@vitrine/core';

// How the CRM screen writes a sync run: plain functions of the run and a translate function.

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The order counts are read in: what changed first. */
const COUNT_ORDER = ['updated', 'created', 'unchanged', 'missing', 'errors'] as const;

/** "2 modifiées, 10 inchangées, 1 erreur"; zeros left out; "aucun lot" when all are zero. */
export function countsSummary(counts: TLotCounts | null, t: Translate): string {
  const parts = COUNT_ORDER.filter((key) => (counts?.[key] ?? 0) > 0).map((key) =>
    t(`admin.crm.counts.${key}`, { count: counts?.[key] ?? 0 }),
  );
  return parts.length > 0 ? parts.join(', ') : t('admin.crm.counts.none');
}

export const RUN_COLORS: Record<TSyncRun['status'], string> = {
  succeeded: 'teal',
  failed: 'red',
  running: 'yellow',
};

/** "Tout le projet", or "Bâtiment a" for a building's sync. */
export function runScope(run: Pick<TSyncRun, 'building_id'>, buildingName: string | undefined, t: Translate) {
  if (run.building_id === null) return t('admin.crm.runs.wholeProject');
  return t('admin.crm.runs.building', { name: buildingName ?? `#${run.building_id}` });
}

/** Who ran it; a deleted user's runs stay, without a name. */
export function runBy(run: Pick<TSyncRun, 'user_name' | 'user_id'>, t: Translate): string {
  return run.user_name ?? t('admin.crm.runs.deletedUser');
}

const NOT_SET = '—';
const EXACT_SURFACE = new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 2 });

/** One value of a unit as people read it: the status's name, euros, m². */
export function formatDiffValue(
  field: TUnitDiffField,
  value: unknown,
  statusLabel: (id: number) => string | undefined,
): string {
  if (value === null || value === undefined || value === '') return NOT_SET;
  if (field === 'status_id' && typeof value === 'number') return statusLabel(value) ?? `#${value}`;
  if (field === 'price' && typeof value === 'number') return formatPrice(value);
  // A diff shows 84,5 m² → 85 m² rather than two equal rounded surfaces.
  if (field === 'surface' && typeof value === 'number') {
    return Number.isInteger(value) ? formatSurface(value) : `${EXACT_SURFACE.format(value)}\u00a0m²`;
  }
  return String(value);
}

/** "Statut : Disponible → Vendu", one line per changed field; the external id last. */
export function diffLines(
  diff: Pick<TUnitDiff, 'changes' | 'error'>,
  statusLabel: (id: number) => string | undefined,
  t: Translate,
): string[] {
  const order: TUnitDiffField[] = ['status_id', 'price', 'surface', 'external_id'];
  const lines = order.flatMap((field) => {
    const change = diff.changes?.[field];
    if (!change) return [];
    return [
      t('admin.crm.runs.change', {
        field: t(`admin.crm.runs.fields.${field}`),
        before: formatDiffValue(field, change[0], statusLabel),
        after: formatDiffValue(field, change[1], statusLabel),
      }),
    ];
  });
  return diff.error ? [...lines, diff.error] : lines;
}
