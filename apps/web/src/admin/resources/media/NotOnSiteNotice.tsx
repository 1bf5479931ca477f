import { Alert, Anchor, Badge, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { type FloorPresence, floorViewMissing, useFloorMedia } from './site-presence.ts';

/**
 * Above a floor's units: what keeps the floor or some units off the public model, and where to add
 * it (the media page for frames, the outline editor for outlines).
 */
export function FloorNotOnSiteNotice({
  presence,
  buildingId,
  floorId,
}: {
  presence: FloorPresence;
  buildingId: number;
  floorId: number;
}) {
  const { t } = useTranslation();
  const missing = [
    ...(presence.framesMissing ? [t('admin.lists.missingFrames')] : []),
    ...(presence.unitsWithoutOutline.length > 0
      ? [t('admin.lists.missingOutlines', { count: presence.unitsWithoutOutline.length })]
      : []),
  ];
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" title={t('admin.lists.notPublicFloor')} role="status">
      {t('admin.lists.missing', { what: missing.join(', ') })}{' '}
      <Anchor
        component={Link}
        to={
          presence.framesMissing
            ? adminPaths.buildingMedia(buildingId, floorId)
            : adminPaths.buildingOutlines(buildingId, { floor: floorId })
        }
      >
        {presence.framesMissing ? t('admin.lists.fix') : t('admin.lists.fixOutlines')}
      </Anchor>
    </Alert>
  );
}

/** Beside a unit's name: not on the site yet, and why. */
export function UnitNotOnSiteBadge({ missingFrames }: { missingFrames: boolean }) {
  const { t } = useTranslation();
  const what = [t('admin.lists.missingOutline'), ...(missingFrames ? [t('admin.lists.missingFrames')] : [])];
  return <NotPublicBadge what={what} />;
}

/** "Pas encore sur le site", with what is missing as its tooltip. */
function NotPublicBadge({ what }: { what: string[] }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('admin.lists.missing', { what: what.join(', ') })}>
      <Badge color="yellow" variant="light" size="sm" ml={6}>
        {t('admin.lists.notPublic')}
      </Badge>
    </Tooltip>
  );
}

/** In a building's floors list: a floor whose view is not on the site yet, and why. */
export function FloorNotOnSiteBadge({
  building,
  floor,
}: {
  building: { id: number; name: string };
  floor: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const media = useFloorMedia(building.id, floor.id);
  if (!media.loaded) return null;
  const missing = floorViewMissing(media.framesPresent, media.polygons, {
    building: building.name,
    floor: floor.name,
  });
  if (missing.length === 0) return null;
  const what = missing.map((item) =>
    item === 'frames' ? t('admin.lists.missingFrames') : t('admin.lists.missingOutline'),
  );
  return <NotPublicBadge what={what} />;
}
