import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Center, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Id } from '../api/data-layer.ts';
import { DragHandle } from './DragHandle.tsx';
import type { SortState } from './list-state.ts';

export interface Column<Row> {
  key: string;
  label: ReactNode;
  /** The API's sort field; the header becomes a button that toggles the direction. */
  sortField?: string;
  render?: (row: Row) => ReactNode;
  width?: number | string;
}

export interface ResourceTableProps<Row extends { id: Id }> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  loading?: boolean;
  sort?: SortState | null;
  onSort?: (field: string) => void;
  actions?: (row: Row) => ReactNode;
  /** Turns on the drag handles; called with the rows in their new order. */
  onReorder?: ((rows: Row[]) => void) | undefined;
  /** Accessible name of the table. */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its inputs. */
  minWidth?: number;
}

/** The one table of the back office: sortable headers, row actions, optional drag reorder (dnd-kit). */
export function ResourceTable<Row extends { id: Id }>({
  rows,
  columns,
  loading = false,
  sort,
  onSort,
  actions,
  onReorder,
  label,
  minWidth = 520,
}: ResourceTableProps<Row>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const draggable = Boolean(onReorder);
  const columnCount = columns.length + (draggable ? 1 : 0) + (actions ? 1 : 0);

  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id || !onReorder) return;
    const from = rows.findIndex((row) => String(row.id) === String(active.id));
    const to = rows.findIndex((row) => String(row.id) === String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...rows], from, to));
  }

  const body = (
    <Table.Tbody>
      {rows.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Center py="md">
              {loading ? <Loader size="sm" /> : <Text c="dimmed">{t('admin.table.empty')}</Text>}
            </Center>
          </Table.Td>
        </Table.Tr>
      )}
      {rows.map((row) => (
        <ResourceRow key={row.id} row={row} columns={columns} actions={actions} draggable={draggable} />
      ))}
    </Table.Tbody>
  );

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {draggable && <Table.Th w={40} aria-label={t('admin.table.reorder')} />}
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width} aria-sort={ariaSort(sort, column.sortField)}>
                {column.sortField && onSort ? (
                  <UnstyledButton
                    fw={600}
                    fz="sm"
                    onClick={() => onSort(column.sortField as string)}
                    title={t('admin.table.sortBy', {
                      column: typeof column.label === 'string' ? column.label : column.key,
                    })}
                  >
                    {column.label} {sortArrow(sort, column.sortField)}
                  </UnstyledButton>
                ) : (
                  column.label
                )}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th ta="right" className="admin-actions-cell">
                {t('admin.table.actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        {draggable ? (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
            <SortableContext items={rows.map((row) => String(row.id))} strategy={verticalListSortingStrategy}>
              {body}
            </SortableContext>
          </DndContext>
        ) : (
          body
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

function ariaSort(sort: SortState | null | undefined, field: string | undefined) {
  if (!field || sort?.field !== field) return undefined;
  return sort.descending ? 'descending' : 'ascending';
}

function sortArrow(sort: SortState | null | undefined, field: string | undefined): string {
  if (!field || sort?.field !== field) return '↕';
  return sort.descending ? '↓' : '↑';
}

function ResourceRow<Row extends { id: Id }>({
  row,
  columns,
  actions,
  draggable,
}: {
  row: Row;
  columns: readonly Column<Row>[];
  actions: ((row: Row) => ReactNode) | undefined;
  draggable: boolean;
}) {
  const cells = columns.map((column) => (
    <Table.Td key={column.key}>
      {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
    </Table.Td>
  ));
  const actionCell = actions && (
    <Table.Td className="admin-actions-cell">
      <div style={{ display: 'flex', gap: 6, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {actions(row)}
      </div>
    </Table.Td>
  );
  if (!draggable) {
    return (
      <Table.Tr data-row-id={row.id}>
        {cells}
        {actionCell}
      </Table.Tr>
    );
  }
  return <SortableRow row={row} cells={cells} actionCell={actionCell} />;
}

function SortableRow<Row extends { id: Id }>({
  row,
  cells,
  actionCell,
}: {
  row: Row;
  cells: ReactNode;
  actionCell: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: String(row.id),
    });
  return (
    <Table.Tr
      ref={setNodeRef}
      data-row-id={row.id}
      className={isDragging ? 'admin-row-dragging' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
    >
      <Table.Td>
        <DragHandle sortable={{ attributes, listeners, setActivatorNodeRef }} />
      </Table.Td>
      {cells}
      {actionCell}
    </Table.Tr>
  );
}
