import { Image, Loader, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { TGalleryFile } from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useList } from '../api/queries.ts';
import { PaginationBar } from './PaginationBar.tsx';

/** The name a stored file is shown and described by: the last part of its path. */
export function storedFileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The files under storage/files the signed-in user may use (the pictures of their sites'
 * galleries, GET /api/files: the server keeps each corporation to its own), to pick one.
 */
export function StoredFilePicker({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (file: { url: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useList<TGalleryFile>('files', { page, perPage: 24, sort: 'id' }, { enabled: opened });
  const files = list.data?.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.editor.pickerTitle')} size="lg">
      {list.isPending && <Loader size="sm" aria-label={t('admin.editor.loading')} />}
      {!list.isPending && files.length === 0 && <Text c="dimmed">{t('admin.editor.pickerEmpty')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {files.map((file) => {
          const name = storedFileName(file.file.url);
          return (
            <UnstyledButton
              key={file.id}
              aria-label={t('admin.editor.pickerInsert', { name })}
              className="admin-file-pick"
              onClick={() => onPick({ url: file.file.url, name })}
            >
              <Image src={file.thumb?.url ?? file.file.url} alt="" h={96} fit="cover" radius="sm" />
              <Text size="xs" truncate>
                {name}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <PaginationBar meta={list.data?.meta} onPage={setPage} />
    </Modal>
  );
}
