import { Button } from '@mantine/core';
import type { TUnit } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useV360Total } from '../media/v360-availability.ts';

/** "Voir 360", only when the unit has a 360 configuration; opens unit-v360 in a new tab. */
export function V360Link({ unit }: { unit: TUnit }) {
  const { t } = useTranslation();
  const total = useV360Total(unit.id);
  if (!total) return null;
  return (
    <Button
      component="a"
      href={adminPaths.unitV360Iframe(unit.id)}
      target="_blank"
      rel="noopener"
      size="compact-sm"
      variant="light"
    >
      {t('admin.units.view360')}
    </Button>
  );
}
