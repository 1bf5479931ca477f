import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { domainTitle } from '../media/branding.ts';
import { type TourScene, tourXml } from '../media/tour-xml.ts';
import { vp8FromWebp, webmFromVp8Frames } from '../media/webm.ts';
import type { DemoPlan } from '../model/demo-plan.ts';
import { MEDIA_PLAN } from '../model/media-plan.ts';
import { storagePaths } from '../storage-paths.ts';

const SCENE_TITLES: Record<string, string> = {
  jardin: 'Le jardin',
  parvis: 'Le parvis',
  rue: 'La rue',
  berge: 'La berge',
  quai: 'Le quai',
};

async function write(root: string, relative: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), data);
}

/** Compass heading (clockwise from north) from one point to another. */
function headingTo(from: { x: number; z: number }, to: { x: number; z: number }): number {
  const heading = (Math.atan2(to.x - from.x, -(to.z - from.z)) * 180) / Math.PI;
  return (heading + 360) % 360;
}

/** Writes the cyclorama and virtual tour files (krpano subset) of every domain. */
export async function writeTourFiles(root: string, plan: DemoPlan): Promise<void> {
  for (const [domain, media] of Object.entries(MEDIA_PLAN)) {
    const site = plan.sites.find((candidate) => candidate.project === domain)!;
    const point = (name: string) => site.viewpoints.find((viewpoint) => viewpoint.name === name)!;
    const scene = (name: string, others: string[]): TourScene => ({
      name: `scene_${name}`,
      title: SCENE_TITLES[name] ?? name,
      image: `panos/${name}.jpg`,
      preview: `panos/${name}-preview.jpg`,
      thumb: `panos/${name}-thumb.jpg`,
      hlookat: point(name).heading,
      hotspots: others.map((other) => {
        const distance = Math.hypot(point(other).x - point(name).x, point(other).z - point(name).z);
        return {
          name: `vers_${other}`,
          ath: headingTo(point(name), point(other)),
          atv: (Math.atan2(point(name).eyeHeight, distance) * 180) / Math.PI,
          linkedscene: `scene_${other}`,
        };
      }),
    });
    if (media.cyclorama) {
      await write(
        root,
        `${storagePaths.cycloramaDir(domain)}/tour.xml`,
        tourXml(domainTitle(domain), [scene(media.cyclorama, [])]),
      );
    }
    for (const tour of media.tours) {
      const scenes = tour.scenes.map((name) =>
        scene(
          name,
          tour.scenes.filter((other) => other !== name),
        ),
      );
      await write(
        root,
        `${storagePaths.tourDir(domain, tour.number)}/tour.xml`,
        tourXml(tour.name.fr, scenes),
      );
    }
  }
}

/** Splash and contact pictures of each domain: its first two gallery pictures. */
export async function writeBrandingPictures(root: string, domain: string): Promise<void> {
  await mkdir(path.join(root, path.dirname(storagePaths.brandingJpg(domain, 'x'))), { recursive: true });
  await copyFile(
    path.join(root, storagePaths.gallery(domain, 0)),
    path.join(root, storagePaths.brandingJpg(domain, 'splash-image')),
  );
  await copyFile(
    path.join(root, storagePaths.gallery(domain, Math.min(1, MEDIA_PLAN[domain]!.gallery - 1))),
    path.join(root, storagePaths.brandingJpg(domain, 'contact-image')),
  );
}

/**
 * The orbital turning twice as a WebM video (VP8 key frames taken from the 960-px WebP frames of
 * the main building's full view, 8 frames a second), with a poster picture.
 */
export async function writeOrbitalVideo(root: string, project: string, building: string): Promise<number> {
  const frames: Buffer[] = [];
  let size = { width: 0, height: 0 };
  for (let frame = 0; frame < FRAME_COUNT; frame++) {
    const webp = await readFile(
      path.join(root, storagePaths.orbitalFrame(project, building, 'full', frame, 960, 'webp')),
    );
    frames.push(vp8FromWebp(webp));
    if (frame === 0) size = { width: webp.readUInt16LE(26) & 0x3fff, height: webp.readUInt16LE(28) & 0x3fff };
  }
  const video = webmFromVp8Frames([...frames, ...frames], size.width, size.height, 8);
  await write(root, storagePaths.video(project, 'orbital', 'webm'), video);
  await copyFile(
    path.join(root, storagePaths.orbitalFrame(project, building, 'full', 0, 1920, 'jpg')),
    path.join(root, storagePaths.video(project, 'orbital', 'jpg')),
  );
  return video.length;
}
