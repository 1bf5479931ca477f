import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { formatTypedNumber, type TUnit } from '@vitrine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { canWrite, useUser } from '../../auth/use-current-user.ts';
import { confirmNumberChange, useChangeConfirmPercent } from '../../shared/confirm/number-change.ts';
import type { SortState } from '../../shared/list-state.ts';
import { openModal } from '../../shared/modal-store.ts';
import { ResourceTable } from '../../shared/ResourceTable.tsx';
import { SaveFailure, SaveIndicator, useSaveState } from '../../shared/SaveIndicator.tsx';
import { TypedNumberInput } from '../../shared/TypedNumberInput.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { notifyUndoable } from '../../shared/undo/undo-toast.tsx';
import type { StatusChoice } from '../statuses/use-project-statuses.ts';
import type { UnitQuickField } from './unit-input.ts';
import { quickSaveMessage, useUnitQuickSave } from './use-unit-quick-save.ts';
import { V360Link } from './V360Link.tsx';

interface UnitRowsTableProps {
  units: readonly TUnit[];
  /** Status choices by project id (the floor page has one project; the units page several). */
  statusesOf: (unit: TUnit) => readonly StatusChoice[];
  loading?: boolean;
  sort?: SortState | null;
  onSort?: (field: string) => void;
  /** Whether each row checks for a 360 view (and links to it). */
  with360?: boolean;
  /** Shown after a unit's name (e.g. "not on the site yet"). */
  nameBadge?: (unit: TUnit) => ReactNode;
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
  nameBadge,
}: UnitRowsTableProps) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const mayDelete = canWrite(useUser(), 'units', 'delete');
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
          render: (unit) => (
            <>
              {translated(unit, 'fullname') || unit.name}
              {nameBadge?.(unit)}
            </>
          ),
        },
        {
          key: 'status',
          label: t('admin.units.status'),
          sortField: 'status',
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
            {mayDelete && (
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
            )}
          </Group>
        );
      }}
    />
  );
}

/** Keys that change a closed native select at once: here they do nothing (no status on a slip). */
const SLIP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

function isSlipKey(event: KeyboardEvent<HTMLSelectElement>): boolean {
  if (event.altKey) return false;
  return SLIP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
}

function StatusCell({ unit, choices }: { unit: TUnit; choices: readonly StatusChoice[] }) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const save = useUnitQuickSave(unit);
  const { state, track } = useSaveState();
  const [value, setValue] = useState(String(unit.status_id ?? ''));
  useEffect(() => setValue(String(unit.status_id ?? '')), [unit.status_id]);
  const color = choices.find((choice) => String(choice.id) === value)?.color;
  const unitName = translated(unit, 'fullname') || unit.name;

  function change(next: string, undoable = true) {
    const previous = value;
    setValue(next);
    void track(
      () => save({ status_id: next === '' ? null : Number(next) }),
      (error) => quickSaveMessage(error, 'status_id'),
    ).then((ok) => {
      if (!ok) {
        setValue(previous);
        return;
      }
      if (!undoable || previous === next) return;
      const label = choices.find((choice) => String(choice.id) === next)?.label ?? '';
      notifyUndoable(t('admin.edits.statusChanged', { unit: unitName, status: label }), async () => {
        await save({ status_id: previous === '' ? null : Number(previous) });
        setValue(previous);
      });
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
          title={t('admin.edits.statusHint')}
          value={value}
          onKeyDown={(event) => {
            if (isSlipKey(event)) event.preventDefault();
          }}
          onChange={(event) => change(event.currentTarget.value)}
          data={[
            ...(value === '' ? [{ value: '', label: t('admin.cell.notSet') }] : []),
            ...choices.map((choice) => ({ value: String(choice.id), label: choice.label })),
          ]}
        />
        <SaveIndicator state={state} onRetry={() => change(value, false)} />
      </Group>
      <SaveFailure state={state} />
    </Stack>
  );
}

function NumberCell({ unit, field }: { unit: TUnit; field: Exclude<UnitQuickField, 'status_id'> }) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const save = useUnitQuickSave(unit);
  const percent = useChangeConfirmPercent();
  const { state, track, fail } = useSaveState();
  const stored = unit[field];
  // Bumped to put the stored value back in the box after a refused confirmation.
  const [shownKey, setShownKey] = useState(0);
  const unitName = translated(unit, 'fullname') || unit.name;

  async function commit(value: number | null | undefined) {
    if (value === undefined || (field === 'surface' && value === null)) {
      fail(t('admin.edits.invalidNumber'));
      return;
    }
    if (value === stored && state.status !== 'failed') return;
    const confirmed = await confirmNumberChange({ field, unit: unitName, from: stored, to: value, percent });
    if (!confirmed) {
      setShownKey((key) => key + 1);
      return;
    }
    const previous = stored;
    const ok = await track(
      () => save({ [field]: value }),
      (error) => quickSaveMessage(error, field),
    );
    if (!ok || previous === value) return;
    const message =
      value === null
        ? t('admin.edits.priceRemoved', { unit: unitName })
        : t(field === 'price' ? 'admin.edits.priceChanged' : 'admin.edits.surfaceChanged', {
            unit: unitName,
            value: `${formatTypedNumber(value)} ${field === 'price' ? '€' : 'm²'}`,
          });
    notifyUndoable(message, () => save({ [field]: previous }));
  }

  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <TypedNumberInput
          key={shownKey}
          size="xs"
          aria-label={`${t(field === 'price' ? 'admin.units.price' : 'admin.units.surface')} ${unit.name}`}
          value={stored}
          rightSection={
            <span style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>
              {field === 'price' ? '€' : 'm²'}
            </span>
          }
          onCommit={(value) => void commit(value)}
          error={state.status === 'failed'}
          w={120}
        />
        <SaveIndicator state={state} onRetry={() => void commit(stored)} />
      </Group>
      <SaveFailure state={state} />
    </Stack>
  );
}
