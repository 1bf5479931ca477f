import { missingIncludes, parseKrpanoTour, type TourImage } from '@vitrine/core/krpano/krpano-tour';
import { panoramaKindOf, showsImage } from '@vitrine/core/krpano/panorama-kind';
import type { SceneProblem, SceneReport } from '@vitrine/core/krpano/scene-report';
import { recutTiledCube } from './tour-recut.ts';

/** Where the archive's files are, for the reader: URLs under it are the archive's own files. */
const ARCHIVE = 'http://archive.invalid/';

/** The archive name of an URL of the tour, or null for a file elsewhere. */
function archiveName(url: string): string | null {
  if (!url.startsWith(ARCHIVE)) return null;
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1));
  } catch {
    return null;
  }
}

function imageUrls(image: TourImage): string[] {
  if (image.kind === 'sphere') return [image.url];
  if (image.kind === 'cube') return Object.values(image.faces);
  return [];
}

export interface TourFiles {
  /** tour.xml's name relative to the tour folder (its case as in the archive). */
  tourXml: string;
  /** Every file written, by its name relative to the tour folder. */
  names: ReadonlySet<string>;
  /** The text of each XML file written, by the same name. */
  xml: ReadonlyMap<string, string>;
  read: (name: string) => Promise<Buffer>;
  write: (name: string, body: Buffer) => Promise<void>;
}

/**
 * Reads the uploaded tour as the visitor's viewer will (the same reader and the same choice of
 * viewer), re-cuts its tiled cubes for that viewer, and says for each scene how it will be seen
 * or why it will not.
 */
export async function reportTourScenes(
  files: TourFiles,
): Promise<{ scenes: SceneReport[]; includesMissing: string[] }> {
  const tourUrl = ARCHIVE + encodeURI(files.tourXml);
  const included = new Map(
    [...files.xml]
      .filter(([name]) => name !== files.tourXml)
      .map(([name, text]) => [ARCHIVE + encodeURI(name), text]),
  );
  const text = files.xml.get(files.tourXml) ?? '';
  const absent = missingIncludes(text, tourUrl, included).map((url) => archiveName(url) ?? url);
  const tour = parseKrpanoTour(text, tourUrl, included);
  const kind = panoramaKindOf(tour);
  const names = new Set(tour.scenes.map((scene) => scene.name));
  const has = (url: string) => {
    const name = archiveName(url);
    return name !== null && files.names.has(name);
  };
  const read = Object.assign(async (url: string) => (has(url) ? files.read(archiveName(url)!) : null), {
    has,
  });
  const reports: SceneReport[] = [];
  for (const scene of tour.scenes) {
    const problems: SceneProblem[] = [];
    const { image } = scene;
    const shown = showsImage(kind, image);
    if (!image) problems.push({ code: scene.imageIssue ?? 'noImage' });
    else if (!shown) problems.push({ code: 'otherKind' });
    let missing: string[] = [];
    if (image?.kind === 'tiles' && shown) {
      missing = (await recutTiledCube(image, scene, read, files.write)).missing;
    } else if (image && shown) {
      missing = imageUrls(image).filter((url) => {
        const name = archiveName(url);
        return name !== null && !files.names.has(name);
      });
    }
    if (missing.length > 0) {
      problems.push({
        code: 'missingFiles',
        count: missing.length,
        first: archiveName(missing[0]!) ?? missing[0]!,
      });
    }
    for (const hotspot of scene.hotspots) {
      if (hotspot.linkedScene && !names.has(hotspot.linkedScene))
        problems.push({ code: 'brokenLink', target: hotspot.linkedScene });
    }
    reports.push({
      name: scene.name,
      title: scene.title,
      shownAs: shown && image ? image.kind : null,
      faceSize: image?.kind === 'tiles' ? image.levels.at(-1)!.faceSize : null,
      problems,
    });
  }
  return { scenes: reports, includesMissing: absent };
}
