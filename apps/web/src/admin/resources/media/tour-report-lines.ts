import type { SceneProblem, SceneReport } from '@vitrine/core/krpano/scene-report';
import type { TFunction } from '../../../i18n/translations.ts';

export interface SceneLines {
  name: string;
  heading: string;
  /** How the visitor sees it, or "Non affichée". */
  shown: string;
  problems: string[];
  ok: boolean;
}

function problemText(t: TFunction, problem: SceneProblem): string {
  switch (problem.code) {
    case 'missingFiles':
      return t('admin.tourReport.missingFiles', { count: problem.count, first: problem.first });
    case 'brokenLink':
      return t('admin.tourReport.brokenLink', { target: problem.target });
    default:
      return t(`admin.tourReport.${problem.code}`);
  }
}

/** The upload report of a tour as the lines the admin reads, scene by scene, in its language. */
export function sceneLines(t: TFunction, scenes: SceneReport[]): SceneLines[] {
  return scenes.map((scene) => ({
    name: scene.name,
    heading: t('admin.tourReport.scene', { title: scene.title }),
    shown: scene.shownAs
      ? t(`admin.tourReport.shownAs.${scene.shownAs}`, { size: scene.faceSize ?? 0 })
      : t('admin.tourReport.notShown'),
    problems: scene.problems.map((problem) => problemText(t, problem)),
    ok: scene.shownAs !== null && scene.problems.length === 0,
  }));
}
