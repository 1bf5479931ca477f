import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { i18n } from '../../../i18n/translations.ts';
import { ApiError } from '../../api/admin-http.ts';
import type { Id } from '../../api/data-layer.ts';
import type { ResourceName } from '../../api/resources.ts';
import { notifyError, resourceMessage } from '../notify.ts';
import { scheduleDelete } from './pending-deletes.ts';
import { notifyUndoable, UNDO_WINDOW_MS } from './undo-toast.tsx';

/** Deletes a row behind an "Annuler" toast: the DELETE leaves when the toast does. */
export function useUndoableDelete(resource: ResourceName, invalidate: ResourceName[]) {
  const client = useQueryClient();
  return useCallback(
    (id: Id, label: string) => {
      const undo = scheduleDelete({
        resource,
        ids: [id],
        client,
        invalidate,
        delayMs: UNDO_WINDOW_MS,
        onFailed: (error) =>
          notifyError(
            i18n.t('admin.edits.deleteFailed', {
              name: label,
              reason: error instanceof ApiError ? error.message : String(error),
            }),
          ),
      });
      notifyUndoable(
        i18n.t('admin.edits.deleted', { what: resourceMessage('deleted', resource), name: label }),
        async () => undo(),
        {
          undoneMessage: i18n.t('admin.edits.deleteUndone', { name: label }),
        },
      );
    },
    [client, resource, invalidate],
  );
}
