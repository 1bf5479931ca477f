import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useViewedUnits } from './analytics-calls.ts';

/** "Lots consultés avant d'écrire": the units the visitor chose to send with their message, in the order opened. */
export function ViewedUnits({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const units = useViewedUnits(contactId).data ?? [];
  return (
    <section aria-labelledby="viewed-units-title" data-testid="viewed-units">
      <Title order={5} id="viewed-units-title" mb={4}>
        {t('admin.analytics.viewedUnits')}
      </Title>
      {units.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.analytics.noViewedUnits')}
        </Text>
      ) : (
        <Group gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {units.map((unit) => (
            <li key={unit.id}>
              <Anchor component={Link} to={adminPaths.unitEdit(unit.id)} size="sm">
                {unit.label}
              </Anchor>
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}
