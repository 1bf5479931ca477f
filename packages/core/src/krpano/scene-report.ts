import type { ImageIssue } from './krpano-tour.ts';

/**
 * What the upload of a tour says about each scene, for the admin (codes translated by the admin's
 * catalogue, `admin.media.tourReport.*`): how the visitor will see it, or why not.
 */
export type SceneProblem =
  | { code: ImageIssue }
  /** Its image is of another kind than the tour's other scenes: one viewer shows one kind. */
  | { code: 'otherKind' }
  /** Files its image needs are not in the archive (`first` names one of them). */
  | { code: 'missingFiles'; count: number; first: string }
  /** A hotspot opens a scene the tour does not have. */
  | { code: 'brokenLink'; target: string };

export interface SceneReport {
  name: string;
  title: string;
  /** How the visitor sees it: null when the scene is not shown at all. */
  shownAs: 'sphere' | 'cube' | 'tiles' | null;
  /** The largest face (tiles) in pixels, when tiled. */
  faceSize: number | null;
  problems: SceneProblem[];
}

/** The report of a tour upload, beside the files kept and left out. */
export interface TourScenesReport {
  scenes: SceneReport[];
  /** Files tour.xml `<include>`s that the archive does not have (krpano would skip them too). */
  includesMissing: string[];
}
