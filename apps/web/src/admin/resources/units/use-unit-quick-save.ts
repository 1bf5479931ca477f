import { useQueryClient } from '@tanstack/react-query';
import type { TUnit } from '@vitrine/core';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../api/admin-http.ts';
import { dataLayer, type ListAnswer } from '../../api/data-layer.ts';
import { reportApiError } from '../../api/error-reporting.ts';
import type { UnitQuickPatch } from './unit-input.ts';

export const UNIT_ROW_INCLUDE = ['status'] as const;

/** The message of a failed quick save: the field's 422 message, else the server's message. */
export function quickSaveMessage(error: unknown, field: string): string {
  if (error instanceof ApiError) {
    const fieldErrors = error.fieldErrors;
    const first = fieldErrors ? (fieldErrors[field] ?? Object.values(fieldErrors)[0]) : undefined;
    return first?.join(' ') ?? error.serverMessage ?? `HTTP ${error.status}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Saves status, surface or price of one unit at once. The PUT carries only the changed field
 * (the API's update is partial), so a colleague's change to another field is never overwritten.
 * Saves of a row run one after another, in the order they were made; the lists show the answer.
 */
export function useUnitQuickSave(unit: TUnit) {
  const client = useQueryClient();
  const confirmed = useRef(unit);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    confirmed.current = unit;
  }, [unit]);

  return useCallback(
    (patch: UnitQuickPatch): Promise<TUnit> => {
      const run = async () => {
        try {
          const saved = await dataLayer.update<TUnit>('units', unit.id, patch, UNIT_ROW_INCLUDE);
          const merged = { ...confirmed.current, ...saved };
          confirmed.current = merged;
          client.setQueriesData<ListAnswer<TUnit>>({ queryKey: ['units', 'list'] }, (list) =>
            list ? { ...list, data: list.data.map((row) => (row.id === merged.id ? merged : row)) } : list,
          );
          void client.invalidateQueries({ queryKey: ['units', 'item'] });
          return merged;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 422) reportApiError(error, 'silent');
          throw error;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [client, unit.id],
  );
}
