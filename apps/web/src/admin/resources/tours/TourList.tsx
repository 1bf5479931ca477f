import { Button, Image } from '@mantine/core';
import type { TTour } from '@vitrine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { tourForm } from './tour-form.tsx';

/**
 * /admin/domain/:domain_id/tours — name and image; search (sent as filter[email]), sort, pagination;
 * a link to the media screen where each tour's zip (and the cyclorama's) is sent.
 */
export function TourList() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const domainId = useIdParam('domain_id');
  useLoadedContext({ domainId });
  if (!domainId) return null;
  return (
    <ResourceList<TTour, typeof tourForm.schema>
      resource="tours"
      title={t('admin.tours.title')}
      filter={{ domain_id: domainId }}
      searchFilter="email"
      toolbar={
        <Button component={Link} to={adminPaths.domainMedia(domainId)} variant="default">
          {t('admin.tours.archives')}
        </Button>
      }
      columns={[
        { key: 'order', label: t('admin.tours.number'), sortField: 'order', width: 90 },
        {
          key: 'name',
          label: t('admin.tours.name'),
          sortField: 'name',
          render: (tour) => translated(tour, 'name'),
        },
        {
          key: 'thumb',
          label: t('admin.tours.image'),
          render: (tour) =>
            tour.thumb?.url ? <Image src={tour.thumb.url} alt="" h={48} w={80} fit="cover" /> : null,
        },
      ]}
      form={tourForm}
      createLabel={t('admin.tours.create')}
      createSeed={{ domain_id: domainId }}
      rowLabel={(tour) => translated(tour, 'name')}
    />
  );
}
