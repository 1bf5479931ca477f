import type { useSortable } from '@dnd-kit/sortable';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';

type Sortable = ReturnType<typeof useSortable>;

/** The grip a row or a tile is dragged by (dnd-kit's activator), named for screen readers. */
export function DragHandle({
  sortable,
}: {
  sortable: Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
}) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      className="admin-drag-handle"
      aria-label={t('admin.table.reorder')}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      ⠿
    </ActionIcon>
  );
}
