import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { adminPaths } from '../admin-paths.ts';

/** /admin/404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" mt="xl">
      <Title order={2}>{t('admin.notFound.title')}</Title>
      <Text c="dimmed">{t('admin.notFound.text')}</Text>
      <Button component={Link} to={adminPaths.home} variant="light">
        {t('admin.notFound.back')}
      </Button>
    </Stack>
  );
}
