import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A fetched list as the back office shows it: a small loader, a dimmed "none" line, or its rows. */
export function LoadedItems<T>(props: {
  pending: boolean;
  items: readonly T[] | undefined;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (props.pending) return <Loader size="xs" />;
  const items = props.items ?? [];
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {props.empty}
      </Text>
    );
  return <>{items.map(props.children)}</>;
}
