import { Anchor, Badge, Button, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { CRM_PROVIDER_LABELS, formatDateTime, type TUnitDiff } from '@vitrine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useSyncRuns } from './crm-calls.ts';
import { countsSummary, diffLines, RUN_COLORS, runBy, runScope, type Translate } from './sync-run-format.ts';

interface SyncRunListProps {
  projectId: number;
  buildingNames: ReadonlyMap<number, string>;
  statusLabel: (id: number) => string | undefined;
}

/** The project's last 50 runs, newest first; a run opens onto what it did to each unit. */
export function SyncRunList({ projectId, buildingNames, statusLabel }: SyncRunListProps) {
  const { t } = useTranslation();
  const runs = useSyncRuns(projectId);
  const [opened, setOpened] = useState<number | null>(null);
  const translate = t as Translate;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sync-runs-title">
      <Title order={3} id="sync-runs-title" mb="sm">
        {t('admin.crm.runs.title')}
      </Title>
      {runs.isPending ? (
        <Loader size="sm" />
      ) : (runs.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('admin.crm.runs.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.crm.runs.date')}</Table.Th>
                <Table.Th>{t('admin.crm.runs.provider')}</Table.Th>
                <Table.Th>{t('admin.crm.runs.scope')}</Table.Th>
                <Table.Th>{t('admin.crm.runs.by')}</Table.Th>
                <Table.Th>{t('admin.crm.runs.result')}</Table.Th>
                <Table.Th>{t('admin.crm.runs.units')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(runs.data ?? []).map((run) => (
                <Fragment key={run.id}>
                  <Table.Tr data-run={run.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.started_at)}</Table.Td>
                    <Table.Td>{CRM_PROVIDER_LABELS[run.provider]}</Table.Td>
                    <Table.Td>
                      {runScope(
                        run,
                        run.building_id ? buildingNames.get(run.building_id) : undefined,
                        translate,
                      )}
                    </Table.Td>
                    <Table.Td>{runBy(run, translate)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={RUN_COLORS[run.status]}>
                        {t(`admin.crm.runs.status.${run.status}`)}
                      </Badge>
                      {run.error && (
                        <Text size="xs" c="red" mt={4} maw={320}>
                          {run.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{countsSummary(run.counts, translate)}</Table.Td>
                    <Table.Td ta="right">
                      {run.changes.length > 0 && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-expanded={opened === run.id}
                          onClick={() => setOpened(opened === run.id ? null : run.id)}
                        >
                          {opened === run.id
                            ? t('admin.crm.runs.hideChanges')
                            : t('admin.crm.runs.showChanges', { count: run.changes.length })}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                  {opened === run.id && (
                    <Table.Tr>
                      <Table.Td colSpan={7} bg="var(--mantine-color-gray-0)">
                        <UnitDiffTable changes={run.changes} statusLabel={statusLabel} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

const ACTION_COLORS: Record<TUnitDiff['action'], string> = {
  created: 'teal',
  updated: 'blue',
  missing: 'gray',
  error: 'red',
  stale: 'gray',
};

function UnitDiffTable({
  changes,
  statusLabel,
}: {
  changes: readonly TUnitDiff[];
  statusLabel: (id: number) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={t('admin.crm.runs.changes')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={160}>{t('admin.crm.runs.unit')}</Table.Th>
          <Table.Th w={220}>{t('admin.crm.runs.action')}</Table.Th>
          <Table.Th>{t('admin.crm.runs.changes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((diff) => (
          <Table.Tr key={`${diff.external_id}-${diff.action}`}>
            <Table.Td>
              {diff.unit_id ? (
                <Anchor component={Link} to={adminPaths.unitEdit(diff.unit_id)} size="sm">
                  {diff.reference ?? diff.external_id}
                </Anchor>
              ) : (
                (diff.reference ?? diff.external_id)
              )}
            </Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={ACTION_COLORS[diff.action]}>
                {t(`admin.crm.runs.actions.${diff.action}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                {diffLines(diff, statusLabel, t as Translate).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
