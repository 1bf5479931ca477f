import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type TCategory, type TProject, type TUnit, type TUnitInput, ZUnitInput } from '@vitrine/core';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { dataLayer } from '../../api/data-layer.ts';
import { useItem, useList, useSave } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { UnitHistory } from '../../price-lists/UnitHistory.tsx';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { confirmNumberChange, useChangeConfirmPercent } from '../../shared/confirm/number-change.ts';
import { useDisplayName } from '../../shared/display-name.ts';
import {
  type Choice,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  TranslatedField,
} from '../../shared/form-fields.tsx';
import { resourceMessage } from '../../shared/notify.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { TranslatedRichTextField } from '../../shared/RichTextField.tsx';
import { schemaResolver } from '../../shared/schema-resolver.ts';
import { applyServerErrors } from '../../shared/server-errors.ts';
import { translationOf, useTranslated } from '../../shared/translatable.ts';
import { UnplacedErrors } from '../../shared/UnplacedErrors.tsx';
import { UploadBusyContext, UploadField, useUploadsBusy } from '../../shared/UploadField.tsx';
import { notifyUndoable } from '../../shared/undo/undo-toast.tsx';
import { useUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { UnitLeads } from '../contacts/UnitLeads.tsx';
import { FLOOR_INCLUDE, type FloorWithParents } from '../floors/FloorShow.tsx';
import { UnitV360Panel } from '../media/UnitV360Panel.tsx';
import { useProjectStatuses } from '../statuses/use-project-statuses.ts';
import { duplicateValues, type UnitFormValues, unitFormValues } from './unit-input.ts';

const UNIT_INCLUDE = ['status'] as const;
const IMAGE_TYPES = ['image/*'];
const PDF_TYPES = ['application/pdf'];

/**
 * "Unité modifiée" with "Annuler": puts back the status, price and surface the unit had (the
 * fields a slip publishes; texts and plans stay as saved).
 */
function offerUndo(before: TUnit, client: QueryClient) {
  const previous = {
    status_id: before.status_id ?? null,
    price: before.price ?? null,
    surface: before.surface,
  };
  notifyUndoable(resourceMessage('updated', 'units'), async () => {
    await dataLayer.update<TUnit>('units', before.id, previous);
    await Promise.all(['units', 'floors'].map((name) => client.invalidateQueries({ queryKey: [name] })));
  });
}

/** /admin/unit/:id? — create (with ?floor_id=) or edit a unit, then back to its floor. */
export function UnitSavePage() {
  const id = useIdParam();
  const [params] = useSearchParams();
  const unit = useItem<TUnit>('units', id, UNIT_INCLUDE);
  const duplicateId = Number(params.get('duplicate')) || null;
  const original = useItem<TUnit>('units', id ? null : duplicateId, UNIT_INCLUDE);
  const floorId = unit.data?.floor_id ?? original.data?.floor_id ?? (Number(params.get('floor_id')) || null);
  if ((id && !unit.data) || (!id && duplicateId && !original.data)) {
    return (
      <Center mt="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <UnitSaveForm
      key={unit.data?.id ?? `new-${duplicateId ?? ''}`}
      unit={unit.data}
      copyOf={id ? undefined : original.data}
      floorId={floorId}
    />
  );
}

function UnitSaveForm({
  unit,
  copyOf,
  floorId,
}: {
  unit: TUnit | undefined;
  /** "Dupliquer": the unit whose values a new one starts with. */
  copyOf?: TUnit | undefined;
  floorId: number | null;
}) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const displayName = useDisplayName();
  const navigate = useNavigate();
  const floor = useItem<FloorWithParents>('floors', floorId, FLOOR_INCLUDE).data;
  const project = floor?.building?.project;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const statuses = useProjectStatuses(project?.id);
  const categories = useItem<TProject>('projects', project?.id, ['categories']).data?.categories;
  const siblings = useList<TUnit>(
    'units',
    { perPage: 100, filter: { floor_id: floorId } },
    { enabled: floorId !== null },
  );
  // An edit's toast is the undoable one below; a creation keeps the plain "Unité créée".
  const save = useSave<TUnit>('units', { include: UNIT_INCLUDE, invalidate: ['floors'], toast: !unit });
  const client = useQueryClient();
  const uploads = useUploadsBusy();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const formElement = useRef<HTMLFormElement>(null);

  const form = useForm<UnitFormValues, unknown, TUnitInput>({
    resolver: schemaResolver(ZUnitInput),
    defaultValues: copyOf ? duplicateValues(copyOf) : unitFormValues(unit, floorId),
  });
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const percent = useChangeConfirmPercent();
  // "Enregistrer et ajouter" stays on an empty form for the next unit of the floor
  const addAnother = useRef(false);

  const parentChoices: Choice[] = useMemo(
    () =>
      (siblings.data?.data ?? [])
        .filter((other) => other.id !== unit?.id)
        .map((other) => ({ value: other.id, label: translated(other, 'fullname') || other.name })),
    [siblings.data, unit?.id, translated],
  );
  const categoryChoices: Choice[] = (categories ?? []).map((category: TCategory) => ({
    value: category.id,
    label: translationOf(category, 'name').fr || category.name,
  }));

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    const unitName = values.fullname.fr || values.name;
    if (
      unit &&
      !(await confirmNumberChange({
        field: 'price',
        unit: unitName,
        from: unit.price,
        to: values.price ?? null,
        percent,
      }))
    )
      return;
    try {
      const saved = await save.mutateAsync({ id: unit?.id, body: values });
      unsaved.forget();
      if (unit) offerUndo(unit, client);
      if (addAnother.current) {
        form.reset(unitFormValues(undefined, saved.floor_id ?? values.floor_id));
        form.setFocus('name');
        return;
      }
      navigate(adminPaths.floor(saved.floor_id ?? values.floor_id));
    } catch (error) {
      setUnplaced(applyServerErrors(form, error, formElement.current) ?? []);
    }
  });

  const title = unit
    ? t('admin.units.editTitle')
    : copyOf
      ? t('admin.lists.duplicateOf', { name: translated(copyOf, 'fullname') || copyOf.name })
      : t('admin.units.createTitle');
  return (
    <Stack gap="xs">
      <Breadcrumbs
        crumbs={[
          {
            label: project ? translated(project, 'name') : '…',
            to: project && adminPaths.project(project.id),
          },
          {
            label: displayName(floor?.building),
            to: floor?.building && adminPaths.building(floor.building.id),
          },
          { label: displayName(floor), to: floorId ? adminPaths.floor(floorId) : undefined },
          { label: unit ? translated(unit, 'fullname') || unit.name : t('admin.form.createTitle') },
        ]}
      />
      <PageHeader title={title} />
      <FormProvider {...form}>
        <UploadBusyContext.Provider value={uploads.report}>
          <Paper
            component="form"
            ref={formElement}
            withBorder
            p="md"
            noValidate
            onSubmit={(event) => {
              form.clearErrors();
              void submit(event);
            }}
          >
            <Stack>
              <UnplacedErrors messages={unplaced} />
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                <TextField
                  name="name"
                  label={t('admin.lists.unitName')}
                  description={t('admin.lists.unitNameHint')}
                  required
                />
                <SelectField
                  name="status_id"
                  label={t('admin.units.status')}
                  choices={statuses.map((s) => ({ value: s.id, label: s.label }))}
                />
                <SelectField name="unit_id" label={t('admin.units.parent')} choices={parentChoices} />
              </SimpleGrid>
              <TranslatedField name="fullname" label={t('admin.units.fullname')} required />
              <TranslatedRichTextField name="description" label={t('admin.units.description')} />
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <NumberField name="surface" label={t('admin.units.surface')} />
                <NumberField name="price" label={t('admin.units.price')} />
                <NumberField
                  name="bedrooms"
                  label={t('admin.lists.bedrooms')}
                  description={t('admin.lists.bedroomsHint')}
                />
                <SelectField name="category_id" label={t('admin.units.category')} choices={categoryChoices} />
              </SimpleGrid>
              <TranslatedField name="price_detail" label={t('admin.units.priceDetail')} />
              <Group>
                <SwitchField name="has_garden" label={t('filters.has_garden')} />
                <SwitchField name="has_terrace" label={t('filters.has_terrace')} />
                <SwitchField name="has_balcony" label={t('filters.has_balcony')} />
                <SwitchField name="has_loggia" label={t('filters.has_loggia')} />
              </Group>
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                <UploadField
                  name="blueprint2D"
                  kind="plan"
                  label={t('admin.units.plan2d')}
                  current={unit?.blueprint2D}
                  accept={IMAGE_TYPES}
                />
                <UploadField
                  name="blueprint3D"
                  kind="plan"
                  label={t('admin.units.plan3d')}
                  current={unit?.blueprint3D}
                  accept={IMAGE_TYPES}
                />
                <UploadField
                  name="blueprints"
                  kind="plan"
                  label={t('admin.units.planPdf')}
                  current={unit?.blueprints}
                  accept={PDF_TYPES}
                />
              </SimpleGrid>
              <Group justify="flex-end">
                {floorId && (
                  <Button component={Link} to={adminPaths.floor(floorId)} variant="default">
                    {t('admin.units.backToFloor')}
                  </Button>
                )}
                {unit && (
                  <Button component={Link} to={adminPaths.unitDuplicate(unit.id)} variant="default">
                    {t('admin.lists.duplicate')}
                  </Button>
                )}
                {!unit && (
                  <Button
                    type="submit"
                    variant="light"
                    disabled={save.isPending || uploads.busy}
                    onClick={() => {
                      addAnother.current = true;
                    }}
                  >
                    {t('admin.lists.saveAndAdd')}
                  </Button>
                )}
                <Button
                  type="submit"
                  loading={save.isPending}
                  disabled={save.isPending || uploads.busy}
                  onClick={() => {
                    addAnother.current = false;
                  }}
                >
                  {uploads.busy ? t('admin.units.uploading') : t('admin.form.save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </UploadBusyContext.Provider>
      </FormProvider>
      {unit && <UnitV360Panel unitId={unit.id} />}
      {unit && <UnitHistory unitId={unit.id} />}
      {unit && <UnitLeads unitId={unit.id} />}
    </Stack>
  );
}
