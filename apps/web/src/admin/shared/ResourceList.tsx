import { Button, Group, Stack, Title } from '@mantine/core';
import { type TWritableResource, WRITE_ROLES } from '@vitrine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { QueryValue } from '../api/admin-http.ts';
import type { Id, ListParams } from '../api/data-layer.ts';
import { queryKeys, useList, useSort } from '../api/queries.ts';
import type { ResourceName } from '../api/resources.ts';
import { canWrite, useUser } from '../auth/use-current-user.ts';
import { DeleteModal } from './DeleteModal.tsx';
import { type FormDescription, FormModal } from './FormModal.tsx';
import { sortParam, useListState } from './list-state.ts';
import { openModal } from './modal-store.ts';
import { PaginationBar } from './PaginationBar.tsx';
import { type Column, ResourceTable } from './ResourceTable.tsx';
import { SearchInput } from './SearchInput.tsx';

export interface ResourceListProps<
  Row extends { id: Id },
  Schema extends z.ZodType<unknown, Record<string, unknown>>,
> {
  resource: ResourceName;
  title?: ReactNode;
  columns: readonly Column<Row>[];
  /** Fixed filters, e.g. { project_id: 3 }. */
  filter?: Record<string, QueryValue>;
  include?: readonly string[];
  /** The filter the search box fills (e.g. "name"); no search box without it. */
  searchFilter?: string;
  defaultSort?: string;
  perPage?: number;
  /** Drag handles and POST /api/sort/{resource}; the whole list is loaded (no pagination). */
  reorderable?: boolean;
  form?: FormDescription<Row, Schema>;
  formTitle?: (row: Row | undefined) => string;
  /** The create button's label; none hides it. */
  createLabel?: string | undefined;
  createSeed?: Record<string, unknown>;
  /** Replaces the edit modal (e.g. a full page). */
  onEdit?: (row: Row) => void;
  onCreate?: () => void;
  /** Defaults to what the user's role may do (core's WRITE_ROLES). */
  canDelete?: boolean;
  /** Rows that may not be edited or deleted (e.g. system statuses) return false. */
  rowEditable?: (row: Row) => boolean;
  /** Rows that may be edited but not deleted (e.g. one's own account) return false. */
  rowDeletable?: (row: Row) => boolean;
  rowLabel: (row: Row) => string;
  /** "Gérer": the screen of the row. */
  manage?: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  /** Other resources whose lists change with this one. */
  invalidate?: ResourceName[];
  tableLabel?: string;
}

/** A resource described in a few lines: title, search, table, pagination, save and delete modals. */
export function ResourceList<
  Row extends { id: Id },
  Schema extends z.ZodType<unknown, Record<string, unknown>>,
>(props: ResourceListProps<Row, Schema>) {
  const { t } = useTranslation();
  const { resource, reorderable = false } = props;
  const user = useUser();
  // what the role may not do is not offered (the server refuses it anyway); users: see UserList
  const roleAllows = (action: 'create' | 'update' | 'delete') =>
    !(resource in WRITE_ROLES) ||
    (resource === 'users' && action === 'update') ||
    canWrite(user, resource as TWritableResource, action);
  const state = useListState(props.defaultSort, resource);
  const params: ListParams = {
    page: reorderable ? 1 : state.page,
    perPage: props.perPage,
    sort: sortParam(state.sort),
    filter: {
      ...props.filter,
      ...(props.searchFilter && state.search ? { [props.searchFilter]: state.search } : {}),
    },
    include: props.include,
    ...(reorderable && { pagination: false }),
  };
  const list = useList<Row>(resource, params);
  const sort = useSort<Row>(resource, queryKeys.list(resource, params));
  const rows = list.data?.data ?? [];
  const canReorder = reorderable && state.isDefaultSort && !state.search;

  const edit = roleAllows('update')
    ? (props.onEdit ?? (props.form ? (row: Row) => openModal(`${resource}-save`, { row }) : undefined))
    : undefined;
  const create = props.onCreate ?? (() => openModal(`${resource}-save`, { seed: props.createSeed ?? {} }));
  const canDelete = props.canDelete ?? roleAllows('delete');

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        {typeof props.title === 'string' ? <Title order={2}>{props.title}</Title> : (props.title ?? <span />)}
        <Group gap="xs">
          {props.toolbar}
          {props.createLabel && (props.form || props.onCreate) && roleAllows('create') && (
            <Button onClick={create}>{props.createLabel}</Button>
          )}
        </Group>
      </Group>
      {props.searchFilter && <SearchInput onSearch={state.setSearch} initial={state.search} />}
      <ResourceTable
        rows={rows}
        columns={props.columns}
        loading={list.isFetching}
        sort={state.sort}
        onSort={state.toggleSort}
        onReorder={canReorder ? (next) => sort.mutate(next) : undefined}
        label={props.tableLabel ?? (typeof props.title === 'string' ? props.title : undefined)}
        actions={(row) => (
          <>
            {props.rowActions?.(row)}
            {props.manage && (
              <Button component={Link} to={props.manage(row)} size="compact-sm" variant="light">
                {t('admin.table.manage')}
              </Button>
            )}
            {edit && (props.rowEditable?.(row) ?? true) && (
              <Button size="compact-sm" variant="default" onClick={() => edit(row)}>
                {t('admin.table.edit')}
              </Button>
            )}
            {canDelete && (props.rowEditable?.(row) ?? true) && (props.rowDeletable?.(row) ?? true) && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => openModal(`${resource}-delete`, { id: row.id, label: props.rowLabel(row) })}
              >
                {t('admin.table.delete')}
              </Button>
            )}
          </>
        )}
      />
      {!reorderable && <PaginationBar meta={list.data?.meta} onPage={state.setPage} />}
      {props.form && (
        <FormModal
          resource={resource}
          form={props.form}
          title={props.formTitle ?? ((row) => t(row ? 'admin.form.editTitle' : 'admin.form.createTitle'))}
          include={props.include}
          invalidate={props.invalidate}
        />
      )}
      {canDelete && <DeleteModal resource={resource} invalidate={props.invalidate} />}
    </Stack>
  );
}
