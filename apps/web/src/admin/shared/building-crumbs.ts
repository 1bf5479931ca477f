import type { TBuilding, TProject } from '@vitrine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { adminPaths } from '../admin-paths.ts';
import type { Crumb } from './Breadcrumbs.tsx';
import { useDisplayName } from './display-name.ts';
import { useTranslated } from './translatable.ts';

/** "Projets › project › building › `page`", the breadcrumbs of a building's own screens (media, outlines). */
export function useBuildingPageCrumbs(
  building: (TBuilding & { project?: TProject }) | undefined,
  id: number,
  page: string,
): Crumb[] {
  const { t } = useTranslation();
  const translated = useTranslated();
  const displayName = useDisplayName();
  const project = building?.project;
  return [
    { label: t('admin.menu.projects'), to: adminPaths.projects },
    { label: project ? translated(project, 'name') : '…', to: project && adminPaths.project(project.id) },
    { label: displayName(building), to: adminPaths.building(id) },
    { label: page },
  ];
}
