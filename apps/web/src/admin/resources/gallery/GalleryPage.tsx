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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Button, Group, Menu, Modal, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TGalleryFile } from '@vitrine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { i18n } from '../../../i18n/translations.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { ListParams } from '../../api/data-layer.ts';
import { reportApiError } from '../../api/error-reporting.ts';
import { queryKeys, useList, useSort } from '../../api/queries.ts';
import { canWrite, useUser } from '../../auth/use-current-user.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { FileUpload } from '../../shared/FileUpload.tsx';
import { closeModal, MODAL_SIZES, openModal, useNamedModal } from '../../shared/modal-store.ts';
import { notifySuccess } from '../../shared/notify.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { scheduleDelete } from '../../shared/undo/pending-deletes.ts';
import { notifyUndoable, UNDO_WINDOW_MS } from '../../shared/undo/undo-toast.tsx';
import { closeUnlessUnsaved, useUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import { GalleryTile } from './GalleryTile.tsx';
import { uploadGalleryFiles } from './gallery-calls.ts';

const DEFAULT_DOMAIN_ID = 1;

/** /admin/domain/:domain_id/gallery (or /admin/gallery?domain_id=): "Images". */
export function GalleryPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const domainId = Number(useParams().domain_id ?? search.get('domain_id')) || DEFAULT_DOMAIN_ID;
  useLoadedContext({ domainId });
  const params: ListParams = { filter: { domain_id: domainId }, pagination: false, sort: 'order' };
  const list = useList<TGalleryFile>('files', params);
  const sort = useSort<TGalleryFile>('files', queryKeys.list('files', params));
  const files = list.data?.data ?? [];
  const [selected, setSelected] = useState<number[]>([]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const allSelected = files.length > 0 && selected.length === files.length;
  const editable = canWrite(useUser(), 'files', 'create');

  /** The pictures leave the list at once; the batch call waits behind the "Annuler" toast. */
  function deleteSelected() {
    if (selected.length === 0) return;
    const removes = [...selected];
    const undo = scheduleDelete({
      resource: 'files',
      ids: removes,
      send: (keepalive) => uploadGalleryFiles(domainId, [], removes, { keepalive }).then(() => undefined),
      client,
      invalidate: [],
      delayMs: UNDO_WINDOW_MS,
      onFailed: (error) => reportApiError(error, 'mutation'),
    });
    setSelected([]);
    notifyUndoable(i18n.t('admin.toasts.filesDeleted'), async () => undo());
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = files.findIndex((file) => String(file.id) === active.id);
    const to = files.findIndex((file) => String(file.id) === over.id);
    if (from >= 0 && to >= 0) sort.mutate(arrayMove([...files], from, to));
  }

  return (
    <Stack gap="sm">
      <PageHeader title={t('admin.gallery.title')}>
        {editable && (
          <Button onClick={() => openModal('images-upload', { domainId })}>{t('admin.gallery.add')}</Button>
        )}
      </PageHeader>
      {editable && (
        <Group justify="space-between">
          <Switch
            label={t('admin.gallery.selectAll')}
            checked={allSelected}
            onChange={(event) => setSelected(event.currentTarget.checked ? files.map((file) => file.id) : [])}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('admin.gallery.selected', { count: selected.length })}
            </Text>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default">{t('admin.gallery.options')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item color="red" disabled={selected.length === 0} onClick={deleteSelected}>
                  {t('admin.gallery.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      )}
      {files.length === 0 && !list.isFetching && <Text c="dimmed">{t('admin.gallery.empty')}</Text>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
        <SortableContext items={files.map((file) => String(file.id))} strategy={rectSortingStrategy}>
          <SimpleGrid cols={{ base: 2, md: 3 }}>
            {files.map((file) => (
              <GalleryTile
                key={file.id}
                file={file}
                checked={selected.includes(file.id)}
                editable={editable}
                onCheck={(checked) =>
                  setSelected((current) =>
                    checked ? [...current, file.id] : current.filter((id) => id !== file.id),
                  )
                }
              />
            ))}
          </SimpleGrid>
        </SortableContext>
      </DndContext>
      <ImagesUploadModal />
    </Stack>
  );
}

/** The images-upload modal: a fresh upload list each time it opens; files in it ask before it closes. */
function ImagesUploadModal() {
  const { t } = useTranslation();
  const { opened, data } = useNamedModal<{ domainId: number }>('images-upload');
  return (
    <Modal opened={opened} onClose={closeUnlessUnsaved} title={t('admin.gallery.add')} size={MODAL_SIZES.md}>
      {opened && data && <ImagesUpload domainId={data.domainId} />}
    </Modal>
  );
}

function ImagesUpload({ domainId }: { domainId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const unsaved = useUnsavedChanges(ids.length > 0 || busy);

  async function send() {
    setSending(true);
    try {
      await uploadGalleryFiles(domainId, ids, []);
      notifySuccess(i18n.t('admin.toasts.filesUploaded'));
      await client.invalidateQueries({ queryKey: ['files'] });
      unsaved.forget();
      closeModal();
    } catch (error) {
      reportApiError(error, 'mutation');
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack>
      <FileUpload
        label={t('admin.gallery.title')}
        multiple
        accept={['image/*']}
        onChange={setIds}
        onBusyChange={setBusy}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={closeUnlessUnsaved}>
          {t('admin.form.cancel')}
        </Button>
        <Button onClick={() => void send()} loading={sending} disabled={busy || ids.length === 0}>
          {t('admin.gallery.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
