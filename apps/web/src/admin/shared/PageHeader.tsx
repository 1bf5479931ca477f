import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title with its buttons on the right. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="sm" wrap="wrap">
      <Title order={2}>{title}</Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
