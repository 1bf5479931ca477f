import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Id } from '../api/data-layer.ts';
import { useRemove } from '../api/queries.ts';
import type { ResourceName } from '../api/resources.ts';
import { closeModal, MODAL_SIZES, useNamedModal } from './modal-store.ts';

/** The "<resource>-delete" confirmation, opened with `{ id, label }`. */
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
  const remove = useRemove(resource, invalidate ? { invalidate } : {});
  async function confirm() {
    if (!data) return;
    await remove.mutateAsync(data.id).then(
      () => {
        closeModal();
        onDeleted?.(data.id);
      },
      () => undefined,
    );
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
        <Group justify="flex-end">
          <Button variant="default" onClick={closeModal}>
            {t('admin.form.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()} data-autofocus>
            {t('admin.form.deleteTitle')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
