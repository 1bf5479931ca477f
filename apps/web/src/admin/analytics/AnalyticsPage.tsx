import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TDomain, TProject } from '@vitrine/core';
import type { TAnalyticsReport } from '@vitrine/core/analytics/analytics-report';
import { VISITOR_EVENT_KINDS } from '@vitrine/core/analytics/visitor-events';
import { SYSTEM_STATUSES } from '@vitrine/core/status';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useList } from '../api/queries.ts';
import { useCurrentContext } from '../layout/current-context.ts';
import { notifyError } from '../shared/notify.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { useTranslated } from '../shared/translatable.ts';
import { type AnalyticsFilter, exportAnalytics, useAnalyticsReport } from './analytics-calls.ts';
import { BarChart } from './BarChart.tsx';
import { PERIODS, periodEndingToday } from './period.ts';
import { TrendChart } from './TrendChart.tsx';
import './analytics.css';

const KIND_COLORS: Record<string, string> = {
  visit: '#1c7ed6',
  unit_opened: '#7048e8',
  sheet_mailed: '#0ca678',
  plan_downloaded: '#f59f00',
  contact_sent: '#e8590c',
  favourite_added: '#d6336c',
  comparison_opened: '#495057',
};
const STATUS_COLORS: Record<string, string> = {
  ...Object.fromEntries(SYSTEM_STATUSES.map((status) => [status.kind, status.color])),
  unknown: '#adb5bd',
};

/**
 * /admin/analytics — the site's visitor analytics (issue 16 point 2): totals, day-by-day lines,
 * the most viewed units against their status, typologies viewed against sold, and the conversion
 * from an opened sheet to a lead; for a site, one of its projects or all, over a period; CSV export.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const context = useCurrentContext();
  const domains = useList<TDomain>('domains', { pagination: false }).data?.data ?? [];
  const [filter, setFilter] = useState<AnalyticsFilter>(() => ({
    domainId: context.domainId,
    projectId: null,
    ...periodEndingToday(30),
  }));
  // the first site reachable when none was opened yet
  useEffect(() => {
    if (filter.domainId === null && domains[0])
      setFilter((current) => ({ ...current, domainId: domains[0]!.id }));
  }, [domains, filter.domainId]);
  const projects =
    useList<TProject>(
      'projects',
      { pagination: false, filter: { domain_id: filter.domainId } },
      { enabled: filter.domainId !== null },
    ).data?.data ?? [];
  const report = useAnalyticsReport(filter).data;
  const change = (next: Partial<AnalyticsFilter>) => setFilter((current) => ({ ...current, ...next }));
  const download = (table: 'days' | 'units') =>
    exportAnalytics(filter, table).catch(() => notifyError(t('admin.analytics.exportFailed')));

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.analytics.title')}>
        <Button variant="default" onClick={() => download('days')} disabled={!report}>
          {t('admin.analytics.exportDays')}
        </Button>
        <Button variant="default" onClick={() => download('units')} disabled={!report}>
          {t('admin.analytics.exportUnits')}
        </Button>
      </PageHeader>
      <Text c="dimmed" size="sm">
        {t('admin.analytics.privacy')}
      </Text>
      <Paper withBorder p="md">
        <Group align="end" wrap="wrap">
          <Select
            label={t('admin.analytics.site')}
            placeholder={t('admin.analytics.chooseSite')}
            data={domains.map((domain) => ({
              value: String(domain.id),
              label: `${translated(domain, 'name') || domain.host} (${domain.host})`,
            }))}
            value={filter.domainId === null ? null : String(filter.domainId)}
            onChange={(value) => change({ domainId: value ? Number(value) : null, projectId: null })}
            allowDeselect={false}
          />
          <Select
            label={t('admin.analytics.project')}
            data={[
              { value: '', label: t('admin.analytics.allProjects') },
              ...projects.map((project) => ({
                value: String(project.id),
                label: translated(project, 'name'),
              })),
            ]}
            value={filter.projectId === null ? '' : String(filter.projectId)}
            onChange={(value) => change({ projectId: value ? Number(value) : null })}
            allowDeselect={false}
          />
          <Group gap={4} role="group" aria-label={t('admin.analytics.period')}>
            {PERIODS.map((days) => (
              <Button key={days} variant="default" size="sm" onClick={() => change(periodEndingToday(days))}>
                {t(`admin.analytics.periods.${days}`)}
              </Button>
            ))}
          </Group>
          <TextInput
            type="date"
            label={t('admin.analytics.from')}
            value={filter.from}
            onChange={(event) => event.currentTarget.value && change({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('admin.analytics.to')}
            value={filter.to}
            onChange={(event) => event.currentTarget.value && change({ to: event.currentTarget.value })}
          />
        </Group>
      </Paper>
      {report && <ReportView report={report} />}
    </Stack>
  );
}

function ReportView({ report }: { report: TAnalyticsReport }) {
  const { t } = useTranslation();
  const kindLabel = (kind: string) => t(`admin.analytics.kinds.${kind}`);
  const shownKinds = VISITOR_EVENT_KINDS.filter(
    (kind) => kind === 'visit' || kind === 'unit_opened' || report.totals[kind] > 0,
  );
  const conversion = report.conversion;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        {VISITOR_EVENT_KINDS.map((kind) => (
          <Paper key={kind} withBorder p="sm" data-testid={`total-${kind}`}>
            <Text size="xs" c="dimmed">
              {kindLabel(kind)}
            </Text>
            <Text fw={700} size="xl">
              {report.totals[kind]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          {t('admin.analytics.trends')}
        </Title>
        <TrendChart
          title={t('admin.analytics.chart', { title: t('admin.analytics.trends') })}
          days={report.days.map((day) => day.day)}
          series={shownKinds.map((kind) => ({
            key: kind,
            label: kindLabel(kind),
            color: KIND_COLORS[kind]!,
            values: report.days.map((day) => day.counts[kind]),
          }))}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder p="md">
          <Title order={4}>{t('admin.analytics.units')}</Title>
          <Text size="xs" c="dimmed" mb="sm">
            {t('admin.analytics.unitsHint')}
          </Text>
          {report.units.length === 0 ? (
            <Text c="dimmed">{t('admin.analytics.empty')}</Text>
          ) : (
            <BarChart
              title={t('admin.analytics.chart', { title: t('admin.analytics.units') })}
              bars={report.units.map((unit) => ({
                key: unit.id,
                label: unit.name,
                value: unit.opened,
                color: STATUS_COLORS[unit.status] ?? STATUS_COLORS.unknown!,
                note: [
                  unit.status_name || t(`admin.analytics.statuses.${unit.status}`),
                  unit.leads ? `${unit.leads} ${t('admin.analytics.columns.leads').toLowerCase()}` : '',
                  unit.status === 'available' && unit.opened > 0 ? t('admin.analytics.lookedNotSold') : '',
                ]
                  .filter(Boolean)
                  .join(' · '),
              }))}
            />
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t('admin.analytics.typologies')}
          </Title>
          {report.typologies.length === 0 ? (
            <Text c="dimmed">{t('admin.analytics.empty')}</Text>
          ) : (
            <BarChart
              title={t('admin.analytics.chart', { title: t('admin.analytics.typologies') })}
              bars={report.typologies.map((row) => ({
                key: row.typology,
                label: row.typology || t('admin.analytics.noTypology'),
                value: row.opened,
                color: KIND_COLORS.unit_opened!,
                note: `${row.sold}/${row.units} ${t('admin.analytics.columns.sold').toLowerCase()} · ${row.leads} ${t('admin.analytics.columns.leads').toLowerCase()}`,
              }))}
            />
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" data-testid="conversion">
        <Title order={4} mb="sm">
          {t('admin.analytics.conversion')}
        </Title>
        {conversion.rate === null ? (
          <Text c="dimmed">{t('admin.analytics.noRate')}</Text>
        ) : (
          <>
            <Text fw={700} size="xl">
              {new Intl.NumberFormat('fr-BE', { style: 'percent', maximumFractionDigits: 1 }).format(
                conversion.rate,
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {t('admin.analytics.conversionRate', { leads: conversion.leads, opened: conversion.opened })}
            </Text>
            <BarChart
              title={t('admin.analytics.chart', { title: t('admin.analytics.conversion') })}
              bars={[
                {
                  key: 'opened',
                  label: kindLabel('unit_opened'),
                  value: conversion.opened,
                  color: KIND_COLORS.unit_opened!,
                },
                {
                  key: 'leads',
                  label: t('admin.analytics.columns.leads'),
                  value: conversion.leads,
                  color: KIND_COLORS.contact_sent!,
                },
              ]}
            />
          </>
        )}
      </Paper>
    </>
  );
}
