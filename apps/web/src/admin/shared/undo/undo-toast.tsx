import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n/translations.ts';
import { notifyError, notifySuccess } from '../notify.ts';

/** How long a change or a delete can be taken back from its toast. */
export const UNDO_WINDOW_MS = 6000;

let nextId = 0;

/**
 * A success toast with "Annuler" for UNDO_WINDOW_MS. `undo` runs once on click; its failure is
 * shown with the server's reason. Returns the toast's id.
 */
export function notifyUndoable(
  message: string,
  undo: () => Promise<unknown>,
  options: { undoneMessage?: string; onExpire?: () => void } = {},
): string {
  nextId += 1;
  const id = `undo-${nextId}`;
  let used = false;
  const timer = window.setTimeout(() => {
    if (!used) options.onExpire?.();
  }, UNDO_WINDOW_MS);
  notifications.show({
    id,
    color: 'teal',
    autoClose: UNDO_WINDOW_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            if (used) return;
            used = true;
            window.clearTimeout(timer);
            notifications.hide(id);
            undo().then(
              () => notifySuccess(options.undoneMessage ?? i18n.t('admin.edits.undone')),
              (error: unknown) =>
                notifyError(
                  i18n.t('admin.edits.undoFailed', {
                    reason: error instanceof Error ? error.message : String(error),
                  }),
                ),
            );
          }}
        >
          {i18n.t('admin.edits.undo')}
        </Button>
      </Group>
    ),
  });
  return id;
}
