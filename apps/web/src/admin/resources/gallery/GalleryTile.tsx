import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Anchor, Card, Checkbox, Group, Image } from '@mantine/core';
import { DEFAULT_SPLASH_IMAGE, type TGalleryFile } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { showDefaultImage } from '../../../ui/default-image.ts';
import { DragHandle } from '../../shared/DragHandle.tsx';

/** One picture: thumbnail (default estate image if missing or broken), checkbox, download, drag handle. */
export function GalleryTile({
  file,
  checked,
  onCheck,
  editable = true,
}: {
  file: TGalleryFile;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  /** False for a user who may not delete or reorder: no checkbox, no drag handle. */
  editable?: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: String(file.id),
    });
  const source = file.thumb?.url ?? file.file?.url ?? DEFAULT_SPLASH_IMAGE;
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="xs"
      data-file-id={file.id}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Card.Section>
        <Image
          src={source}
          alt=""
          h={160}
          fit="cover"
          fallbackSrc={DEFAULT_SPLASH_IMAGE}
          onError={showDefaultImage}
        />
      </Card.Section>
      <Group justify="space-between" mt="xs">
        {editable && (
          <Checkbox
            checked={checked}
            onChange={(event) => onCheck(event.currentTarget.checked)}
            aria-label={`#${file.id}`}
          />
        )}
        <Anchor href={file.file?.url} download size="sm">
          {t('admin.gallery.download')}
        </Anchor>
        {editable && <DragHandle sortable={{ attributes, listeners, setActivatorNodeRef }} />}
      </Group>
    </Card>
  );
}
