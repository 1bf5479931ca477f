import { SYSTEM_STATUSES, type TProject, type TStatus } from '@vitrine/core';
import { useMemo } from 'react';
import { useItem } from '../../api/queries.ts';
import { translationOf, useAdminLocale } from '../../shared/translatable.ts';

export interface StatusChoice {
  id: number;
  label: string;
  color: string;
}

/** The statuses a project's units can take: the system ones (1, 2, 3, 7) and the project's own. */
export function mergeStatuses(statuses: readonly TStatus[], locale: 'fr' | 'en'): StatusChoice[] {
  const byId = new Map<number, StatusChoice>();
  for (const system of SYSTEM_STATUSES) {
    byId.set(system.id, { id: system.id, label: system.name[locale] || system.name.fr, color: system.color });
  }
  for (const status of statuses) {
    // a system status is never edited: its name is core's, in the admin's language
    if (byId.has(status.id)) continue;
    const name = translationOf(status, 'name');
    byId.set(status.id, {
      id: status.id,
      label: name[locale] || name.fr || status.name,
      color: status.color,
    });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function useProjectStatuses(projectId: number | null | undefined): StatusChoice[] {
  const locale = useAdminLocale();
  const project = useItem<TProject>('projects', projectId, ['statuses']);
  const statuses = project.data?.statuses;
  return useMemo(() => mergeStatuses(statuses ?? [], locale), [statuses, locale]);
}
