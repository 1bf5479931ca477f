import { Button, Group } from '@mantine/core';
import type { TPaginationMeta } from '@vitrine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pageWindow } from './list-state.ts';

/** Previous, page numbers, Next; shown only when there is more than one page (back office §9). */
export function PaginationBar({
  meta,
  onPage,
}: {
  meta: TPaginationMeta | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!meta || meta.last_page <= 1) return null;
  const { current_page: current, last_page: last } = meta;
  return (
    <Group gap={4} component="nav" aria-label={t('admin.table.pages')} justify="center" mt="sm">
      <Button variant="default" size="xs" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t('admin.table.previous')}
      </Button>
      {pageWindow(current, last).map((page, index) =>
        page === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${index}`}>…</span>
        ) : (
          <Button
            key={page}
            size="xs"
            variant={page === current ? 'filled' : 'default'}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => onPage(page)}
          >
            {page}
          </Button>
        ),
      )}
      <Button variant="default" size="xs" disabled={current >= last} onClick={() => onPage(current + 1)}>
        {t('admin.table.next')}
      </Button>
    </Group>
  );
}
