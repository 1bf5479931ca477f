import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TourScenesReport } from '@vitrine/core/krpano/scene-report';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { sceneLines } from './tour-report-lines.ts';

/** After a tour upload: each scene, how the visitor will see it, and what is wrong with it. */
export function TourSceneReport({ report }: { report: TourScenesReport }) {
  const { t } = useTranslation();
  const lines = sceneLines(t, report.scenes);
  return (
    <Stack gap={4} aria-label={t('admin.tourReport.title')} role="region" data-testid="tour-report">
      <Text fw={600} size="sm">
        {t('admin.tourReport.title')}
      </Text>
      <List spacing={4} size="sm">
        {lines.map((scene) => (
          <List.Item
            key={scene.name}
            data-scene={scene.name}
            data-ok={scene.ok}
            icon={
              <ThemeIcon color={scene.ok ? 'green' : 'orange'} size={14} radius="xl">
                <span aria-hidden="true" />
              </ThemeIcon>
            }
          >
            <Text size="sm" span fw={500}>
              {scene.heading}
            </Text>{' '}
            <Text size="sm" span c="dimmed">
              — {scene.shown}
            </Text>
            {scene.problems.length > 0 ? (
              <List size="sm" withPadding>
                {scene.problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            ) : null}
          </List.Item>
        ))}
      </List>
      {report.includesMissing.length > 0 && (
        <Text size="sm" c="orange">
          {t('admin.tourReport.includesMissing', { files: report.includesMissing.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
