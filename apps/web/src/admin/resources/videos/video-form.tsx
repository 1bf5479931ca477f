import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type TVideo, ZVideoInput } from '@vitrine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { i18n } from '../../../i18n/translations.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { useFieldError } from '../../shared/form-fields.tsx';
import { UploadField } from '../../shared/UploadField.tsx';

const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'];

function FormatRows() {
  const t = i18n.t;
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'formats' });
  const error = useFieldError('formats');
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('admin.videos.formats')}
      </Text>
      {error && (
        <Text c="red" size="xs">
          {error}
        </Text>
      )}
      {fields.map((format, index) => (
        <FormatRow key={format.id} index={index} onRemove={() => remove(index)} />
      ))}
      <Button variant="light" onClick={() => append({ type: 'video/mp4', url: '', upload: undefined })}>
        {t('admin.videos.addFormat')}
      </Button>
    </Stack>
  );
}

/** One format: its type, its URL or its uploaded file, each with the server's message under it. */
function FormatRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = i18n.t;
  const { register } = useFormContext();
  const typeError = useFieldError(`formats.${index}.type`);
  const urlError = useFieldError(`formats.${index}.url`);
  return (
    <Paper withBorder p="xs">
      <Stack gap="xs">
        <Group align="flex-end">
          <NativeSelect
            label={t('admin.videos.type')}
            data={VIDEO_TYPES}
            error={typeError}
            {...register(`formats.${index}.type`)}
          />
          <TextInput
            label={t('admin.videos.url')}
            error={urlError}
            {...register(`formats.${index}.url`)}
            style={{ flex: 1 }}
          />
          <Button variant="subtle" color="red" onClick={onRemove}>
            {t('admin.table.delete')}
          </Button>
        </Group>
        <UploadField
          name={`formats.${index}.upload`}
          label={t('admin.videos.file')}
          accept={['video/*']}
          kind="video"
        />
      </Stack>
    </Paper>
  );
}

/** The video-save modal: thumbnail and one or more formats (type + uploaded file or URL). */
export const videoForm: FormDescription<TVideo, typeof ZVideoInput> = {
  schema: ZVideoInput,
  size: 'lg',
  values: (video, seed) => ({
    domain_id: video?.domain_id ?? (seed.domain_id as number),
    thumb: undefined,
    formats: (video?.formats ?? [{ type: 'video/mp4', url: '' }]).map((format) => ({
      type: format.type,
      url: format.url,
      upload: undefined,
    })),
  }),
  toBody: (values) => ({
    ...values,
    formats: values.formats.map((format) =>
      format.upload?.length ? { type: format.type, upload: format.upload } : format,
    ),
  }),
  fields: (video) => (
    <Stack>
      <UploadField
        name="thumb"
        label={i18n.t('admin.videos.thumb')}
        current={video?.thumb}
        accept={['image/*']}
        preview
      />
      <FormatRows />
    </Stack>
  ),
};
