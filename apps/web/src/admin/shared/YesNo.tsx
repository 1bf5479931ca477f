import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** Oui / Non (back office §9). */
export function YesNo({ value }: { value: boolean | number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'}>
      {t(value ? 'common.yes' : 'common.no')}
    </Badge>
  );
}
