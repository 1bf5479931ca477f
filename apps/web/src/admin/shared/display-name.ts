import { useCallback } from 'react';
import { useTranslated } from './translatable.ts';

type Named = { name: string; description?: string; translatable?: unknown };

/**
 * What people call a building or a floor ("1er étage"): its description in the admin's language,
 * else its name (the "etage-1" of links). Breadcrumbs and titles show it.
 */
export function useDisplayName() {
  const translated = useTranslated();
  return useCallback(
    (row: Named | undefined | null, fallback = '…') =>
      row ? translated(row as Named & { translatable?: never }, 'description') || row.name : fallback,
    [translated],
  );
}
