import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { TUnit } from '@vitrine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths.ts';
import type { SortState } from '../../shared/list-state.ts';
import { openModal } from '../../shared/modal-store.ts';
import { ResourceTable } from '../../shared/ResourceTable.tsx';
import { SaveFailure, SaveIndicator, useSaveState } from '../../shared/SaveIndicator.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import type { StatusChoice } from '../statuses/use-project-statuses.ts';
import { parseTypedNumber, type UnitQuickField } from './unit-input.ts';
import { quickSaveMessage, useUnitQuickSave } from './use-unit-quick-save.ts';
import { V360Link } from './V360Link.tsx';

const NUMBER_FORMAT = new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 2 });

function shownNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : NUMBER_FORMAT.format(value);
}

interface UnitRowsTableProps {
  units: readonly TUnit[];
  /** Status choices by project id (the floor page has one project; the units page several). */
  statusesOf: (unit: TUnit) => readonly StatusChoice[];
  loading?: boolean;
  sort?: SortState | null;
  onSort?: (field: string) => void;
  /** Whether each row checks for a 360 view (and links to it). */
  with360?: boolean;
}

/**
 * The daily screen's table: status, surface and price save as soon as they change (a select
 * at once; a number on Enter or when leaving the box), each with its own saved/failed sign.
 */
export function UnitRowsTable({
  units,
  statusesOf,
  loading,
  sort,
  onSort,
  with360 = false,
}: UnitRowsTableProps) {
  const { t } = useTranslation();
  const translated = useTranslated();
  return (
    <ResourceTable
      rows={units}
      loading={loading ?? false}
      sort={sort ?? null}
      {...(onSort && { onSort })}
      label={t('admin.floors.units')}
      minWidth={860}
      columns={[
        {
          key: 'name',
          label: t('admin.units.fullname'),
          sortField: 'name',
          render: (unit) => translated(unit, 'fullname') || unit.name,
        },
        {
          key: 'status',
          label: t('admin.units.status'),
          width: 190,
          render: (unit) => <StatusCell unit={unit} choices={statusesOf(unit)} />,
        },
        {
          key: 'surface',
          label: t('admin.units.surface'),
          sortField: 'surface',
          width: 150,
          render: (unit) => <NumberCell unit={unit} field="surface" />,
        },
        {
          key: 'price',
          label: t('admin.units.price'),
          sortField: 'price',
          width: 170,
          render: (unit) => <NumberCell unit={unit} field="price" />,
        },
      ]}
      actions={(unit) => {
        return (
          <Group gap={6} wrap="nowrap">
            {with360 && <V360Link unit={unit} />}
            <Button component={Link} to={adminPaths.unitEdit(unit.id)} size="compact-sm" variant="default">
              {t('admin.table.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() =>
                openModal('units-delete', { id: unit.id, label: translated(unit, 'fullname') || unit.name })
              }
            >
              {t('admin.table.delete')}
            </Button>
          </Group>
        );
      }}
    />
  );
}

function StatusCell({ unit, choices }: { unit: TUnit; choices: readonly StatusChoice[] }) {
  const { t } = useTranslation();
  const save = useUnitQuickSave(unit);
  const { state, track } = useSaveState();
  const [value, setValue] = useState(String(unit.status_id ?? ''));
  useEffect(() => setValue(String(unit.status_id ?? '')), [unit.status_id]);
  const color = choices.find((choice) => String(choice.id) === value)?.color;

  function change(next: string) {
    const previous = value;
    setValue(next);
    void track(
      () => save({ status_id: next === '' ? null : Number(next) }),
      (error) => quickSaveMessage(error, 'status_id'),
    ).then((ok) => {
      if (!ok) setValue(previous);
    });
  }

  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <span
          aria-hidden
          style={{ width: 10, height: 10, borderRadius: 5, background: color ?? '#ccc', flex: 'none' }}
        />
        <NativeSelect
          size="xs"
          miw={130}
          aria-label={`${t('admin.units.status')} ${unit.name}`}
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
          data={[
            ...(value === '' ? [{ value: '', label: t('admin.cell.notSet') }] : []),
            ...choices.map((choice) => ({ value: String(choice.id), label: choice.label })),
          ]}
        />
        <SaveIndicator state={state} onRetry={() => change(value)} />
      </Group>
      <SaveFailure state={state} />
    </Stack>
  );
}

function NumberCell({ unit, field }: { unit: TUnit; field: Exclude<UnitQuickField, 'status_id'> }) {
  const { t } = useTranslation();
  const save = useUnitQuickSave(unit);
  const { state, track, fail } = useSaveState();
  const stored = unit[field];
  const [text, setText] = useState(shownNumber(stored));
  useEffect(() => setText(shownNumber(stored)), [stored]);

  function commit() {
    const value = parseTypedNumber(text);
    if (value === undefined) {
      fail(t('admin.cell.invalidNumber'));
      return;
    }
    if (field === 'surface' && value === null) {
      fail(t('admin.cell.invalidNumber'));
      return;
    }
    if (value === stored && state.status !== 'failed') {
      setText(shownNumber(stored));
      return;
    }
    void track(
      () => save({ [field]: value }),
      (error) => quickSaveMessage(error, field),
    );
  }

  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          size="xs"
          inputMode="decimal"
          aria-label={`${t(field === 'price' ? 'admin.units.price' : 'admin.units.surface')} ${unit.name}`}
          value={text}
          rightSection={
            <span style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>
              {field === 'price' ? '€' : 'm²'}
            </span>
          }
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            if (event.key === 'Escape') {
              setText(shownNumber(stored));
              event.currentTarget.blur();
            }
          }}
          error={state.status === 'failed'}
          w={120}
        />
        <SaveIndicator state={state} onRetry={commit} />
      </Group>
      <SaveFailure state={state} />
    </Stack>
  );
}
