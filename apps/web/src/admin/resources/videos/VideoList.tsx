import { Anchor, Image, Stack } from '@mantine/core';
import type { TVideo } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLoadedContext } from '../../layout/current-context.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { useIdParam } from '../../shared/use-id-param.ts';
import { videoForm } from './video-form.tsx';

/** /admin/domain/:domain_id/videos — add, edit, delete, drag to reorder. */
export function VideoList() {
  const { t } = useTranslation();
  const domainId = useIdParam('domain_id');
  useLoadedContext({ domainId });
  if (!domainId) return null;
  return (
    <ResourceList<TVideo, typeof videoForm.schema>
      resource="videos"
      title={t('admin.videos.title')}
      filter={{ domain_id: domainId }}
      defaultSort="order"
      reorderable
      columns={[
        {
          key: 'thumb',
          label: t('admin.videos.thumb'),
          render: (video) =>
            video.thumb?.url ? <Image src={video.thumb.url} alt="" h={48} w={80} fit="cover" /> : null,
        },
        {
          key: 'formats',
          label: t('admin.videos.formats'),
          render: (video) => (
            <Stack gap={2}>
              {(video.formats ?? []).map((format) => (
                <Anchor key={format.url} href={format.url} target="_blank" rel="noopener" size="sm">
                  {format.type}
                </Anchor>
              ))}
            </Stack>
          ),
        },
      ]}
      form={videoForm}
      createLabel={t('admin.videos.add')}
      createSeed={{ domain_id: domainId }}
      rowLabel={(video) => `#${video.id}`}
    />
  );
}
