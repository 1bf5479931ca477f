import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { apiJson } from '../api/admin-http.ts';
import type { Id } from '../api/data-layer.ts';
import { apiBase, type ResourceName } from '../api/resources.ts';
import { closeModal, MODAL_SIZES, useNamedModal } from './modal-store.ts';
import { useUndoableDelete } from './undo/use-undoable-delete.ts';

/** Resources whose delete takes children with it: the question counts them. */
const WITH_CONTENTS = ['domains', 'projects', 'buildings', 'floors'] as const;
type WithContents = (typeof WITH_CONTENTS)[number];
type Contents = { projects: number; buildings: number; floors: number; units: number };

const hasContents = (resource: ResourceName): resource is WithContents =>
  (WITH_CONTENTS as readonly string[]).includes(resource);

/**
 * The "<resource>-delete" confirmation, opened with `{ id, label }`. It says what goes with the
 * row ("Ce bâtiment contient 3 étages et 40 lots."); the delete then waits a few seconds behind
 * an "Annuler" toast (shared/undo).
 */
export function DeleteModal({
  resource,
  invalidate,
  onDeleted,
}: {
  resource: ResourceName;
  invalidate?: ResourceName[];
  onDeleted?: (id: Id) => void;
}) {
  const { t } = useTranslation();
  const { opened, data } = useNamedModal<{ id: Id; label: string }>(`${resource}-delete`);
  const remove = useUndoableDelete(resource, invalidate ?? []);
  const contents = useQuery({
    queryKey: [resource, 'contents', String(data?.id ?? '')],
    queryFn: () => apiJson<{ data: Contents }>('GET', `${apiBase(resource)}/${data?.id}/contents`),
    enabled: opened && data !== null && hasContents(resource),
    staleTime: 0,
    meta: { errorContext: 'silent' },
  });
  function confirm() {
    if (!data) return;
    closeModal();
    remove(data.id, data.label);
    onDeleted?.(data.id);
  }
  return (
    <Modal
      opened={opened}
      onClose={closeModal}
      title={t('admin.form.deleteTitle')}
      size={MODAL_SIZES.sm}
      styles={{ content: { minWidth: 'min(340px, 96vw)' } }}
    >
      <Stack>
        <Text>{t('admin.form.confirmDelete', { name: data?.label ?? '' })}</Text>
        {hasContents(resource) && (
          <ContentsText resource={resource} contents={contents.data?.data} loading={contents.isLoading} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeModal}>
            {t('admin.form.cancel')}
          </Button>
          <Button color="red" disabled={contents.isLoading} onClick={confirm} data-autofocus>
            {t('admin.form.deleteTitle')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ContentsText({
  resource,
  contents,
  loading,
}: {
  resource: WithContents;
  contents: Contents | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (loading) return <Text c="dimmed">{t('admin.edits.contents.counting')}</Text>;
  if (!contents) return null;
  const parts = (['projects', 'buildings', 'floors', 'units'] as const)
    .filter((kind) => contents[kind] > 0)
    // A building's own buildings are its annexes.
    .map((kind) =>
      t(`admin.edits.contents.${resource === 'buildings' && kind === 'buildings' ? 'annexes' : kind}`, {
        count: contents[kind],
      }),
    );
  if (parts.length === 0) return null;
  const list =
    parts.length === 1
      ? parts[0]
      : `${parts.slice(0, -1).join(', ')}${t('admin.edits.contents.and')}${parts.at(-1)}`;
  return (
    <Text fw={600} data-testid="delete-contents">
      {t(`admin.edits.contents.${resource}`, { list })} {t('admin.edits.contents.goneWithIt')}
    </Text>
  );
}
