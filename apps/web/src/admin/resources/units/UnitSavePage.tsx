import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { type TCategory, type TProject, type TUnit, type TUnitInput, ZUnitInput } from '@vitrine/core';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { adminPaths } from '../../admin-paths.ts';
import { useItem, useList, useSave } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import {
  type Choice,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  TranslatedField,
} from '../../shared/form-fields.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { TranslatedRichTextField } from '../../shared/RichTextField.tsx';
import { schemaResolver } from '../../shared/schema-resolver.ts';
import { applyServerErrors } from '../../shared/server-errors.ts';
import { translationOf, useTranslated } from '../../shared/translatable.ts';
import { UnplacedErrors } from '../../shared/UnplacedErrors.tsx';
import { UploadBusyContext, UploadField, useUploadsBusy } from '../../shared/UploadField.tsx';
import { useIdParam } from '../../shared/use-id-param.ts';
import { FLOOR_INCLUDE, type FloorWithParents } from '../floors/FloorShow.tsx';
import { UnitV360Panel } from '../media/UnitV360Panel.tsx';
import { useProjectStatuses } from '../statuses/use-project-statuses.ts';
import { type UnitFormValues, unitFormValues } from './unit-input.ts';

const UNIT_INCLUDE = ['status'] as const;
const IMAGE_TYPES = ['image/*'];
const PDF_TYPES = ['application/pdf'];

/** /admin/unit/:id? — create (with ?floor_id=) or edit a unit, then back to its floor. */
export function UnitSavePage() {
  const id = useIdParam();
  const [params] = useSearchParams();
  const unit = useItem<TUnit>('units', id, UNIT_INCLUDE);
  const floorId = unit.data?.floor_id ?? (Number(params.get('floor_id')) || null);
  if (id && !unit.data) {
    return (
      <Center mt="xl">
        <Loader />
      </Center>
    );
  }
  return <UnitSaveForm key={unit.data?.id ?? 'new'} unit={unit.data} floorId={floorId} />;
}

function UnitSaveForm({ unit, floorId }: { unit: TUnit | undefined; floorId: number | null }) {
  const { t } = useTranslation();
  const translated = useTranslated();
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
  const save = useSave<TUnit>('units', { include: UNIT_INCLUDE, invalidate: ['floors'] });
  const uploads = useUploadsBusy();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const formElement = useRef<HTMLFormElement>(null);

  const form = useForm<UnitFormValues, unknown, TUnitInput>({
    resolver: schemaResolver(ZUnitInput),
    defaultValues: unitFormValues(unit, floorId),
  });

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
    try {
      const saved = await save.mutateAsync({ id: unit?.id, body: values });
      navigate(adminPaths.floor(saved.floor_id ?? values.floor_id));
    } catch (error) {
      setUnplaced(applyServerErrors(form, error, formElement.current) ?? []);
    }
  });

  const title = unit ? t('admin.units.editTitle') : t('admin.units.createTitle');
  return (
    <Stack gap="xs">
      <Breadcrumbs
        crumbs={[
          {
            label: project ? translated(project, 'name') : '…',
            to: project && adminPaths.project(project.id),
          },
          {
            label: floor?.building?.name ?? '…',
            to: floor?.building && adminPaths.building(floor.building.id),
          },
          { label: floor?.name ?? '…', to: floorId ? adminPaths.floor(floorId) : undefined },
          { label: unit?.name ?? t('admin.form.createTitle') },
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
                <TextField name="name" label={t('admin.units.name')} readOnly={Boolean(unit)} required />
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
                <NumberField name="bedrooms" label={t('admin.units.bedrooms')} />
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
                <Button type="submit" loading={save.isPending} disabled={save.isPending || uploads.busy}>
                  {uploads.busy ? t('admin.units.uploading') : t('admin.form.save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </UploadBusyContext.Provider>
      </FormProvider>
      {unit && <UnitV360Panel unitId={unit.id} />}
    </Stack>
  );
}
