import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** No link for the current page (or a link the user may not follow). */
  to?: string | undefined;
}

/** Projets > project > building > floor. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <MantineBreadcrumbs separator="›" mb="xs">
      {crumbs.map((crumb, depth) =>
        crumb.to ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its depth in the path (labels repeat while loading)
          <Anchor key={depth} component={Link} to={crumb.to} size="sm">
            {crumb.label}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its depth in the path (labels repeat while loading)
          <Text key={depth} size="sm" c="dimmed">
            {crumb.label}
          </Text>
        ),
      )}
    </MantineBreadcrumbs>
  );
}
