import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BRANDS, writeLogos } from '../media/branding.ts';
import type { DemoPlan } from '../model/demo-plan.ts';
import { MEDIA_PLAN } from '../model/media-plan.ts';
import type { OrbitalFrameResult } from '../orbital/orbital-job.ts';
import { polygonFiles } from '../orbital/polygon-file.ts';
import { storagePaths } from '../storage-paths.ts';
import { writeBrandingPictures, writeOrbitalVideo, writeTourFiles } from './demo-media.ts';
import { demoTasks } from './render-tasks.ts';
import type { Task } from './task-types.ts';
import { WorkerPool } from './worker-pool.ts';

export interface GenerationOptions {
  outDir: string;
  seed: number;
  /** 1 for the real demo; smaller shrinks every picture (fast test runs) */
  scale?: number;
  workers?: number;
  log?: (line: string) => void;
}

/** Time spent on one kind of work: tasks done, summed task time, and when the last one ended. */
export interface PhaseTiming {
  phase: string;
  tasks: number;
  busyMs: number;
  endMs: number;
}

export interface GenerationReport {
  totalMs: number;
  phases: PhaseTiming[];
  largeJpeg: { count: number; averageBytes: number };
}

function phaseOf(task: Task): string {
  if (task.kind === 'orbital') return `orbitals ${task.project}`;
  if (task.kind === 'panorama') return task.dir.startsWith('cyclorama') ? 'cyclorama' : 'virtual tours';
  return task.kind === 'plan' ? 'plans' : task.kind === 'gallery' ? 'gallery' : 'turntables';
}

/** Renders and writes every file of the demo into `outDir`, using worker threads on every core. */
export async function generateDemoFiles(
  plan: DemoPlan,
  options: GenerationOptions,
): Promise<GenerationReport> {
  const start = performance.now();
  const log = options.log ?? (() => {});
  const scale = options.scale ?? 1;
  const root = options.outDir;
  const phases = new Map<string, PhaseTiming>();
  const note = (phase: string, ms: number) => {
    const timing = phases.get(phase) ?? { phase, tasks: 0, busyMs: 0, endMs: 0 };
    timing.tasks++;
    timing.busyMs += ms;
    timing.endMs = performance.now() - start;
    phases.set(phase, timing);
  };
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const begin = performance.now();
    const result = await work();
    note(phase, performance.now() - begin);
    return result;
  };
  await mkdir(root, { recursive: true });
  const workers = options.workers ?? Math.max(1, Math.min(os.availableParallelism(), 4));
  const pool = new WorkerPool(workers, { root, seed: plan.seed, scale });
  log(`rendering with ${workers} worker threads into ${root}`);
  const orbitals = new Map<string, OrbitalFrameResult[]>();
  const galleryDone = new Map<string, number>();
  const mainThreadWork: Promise<unknown>[] = [
    timed('logos', () => Promise.all(BRANDS.map((brand) => writeLogos(root, brand)))),
    timed('tour files', () => writeTourFiles(root, plan)),
  ];
  try {
    const renders = demoTasks(plan).map(async (task) => {
      const { result, ms } = await pool.run(task);
      note(phaseOf(task), ms);
      if (result.kind === 'orbital') {
        const list = orbitals.get(result.orbital.project) ?? [];
        list.push(result.orbital);
        orbitals.set(result.orbital.project, list);
        if (list.length === 29)
          mainThreadWork.push(timed('polygons', () => writePolygons(root, result.orbital.project, list)));
        if (list.length === 29 && MEDIA_PLAN[result.orbital.project]?.video) {
          mainThreadWork.push(timed('video', () => writeOrbitalVideo(root, result.orbital.project, 'a')));
        }
      }
      if (task.kind === 'gallery') {
        const done = (galleryDone.get(task.domain) ?? 0) + 1;
        galleryDone.set(task.domain, done);
        if (done === MEDIA_PLAN[task.domain]!.gallery) {
          mainThreadWork.push(timed('branding pictures', () => writeBrandingPictures(root, task.domain)));
        }
      }
    });
    await Promise.all(renders);
    await Promise.all(mainThreadWork);
  } finally {
    await pool.close();
  }
  const large = [...orbitals.values()]
    .flat()
    .flatMap((result) => result.files.filter((file) => file.largestJpegWidth >= 3820 * scale - 1));
  const report: GenerationReport = {
    totalMs: performance.now() - start,
    phases: [...phases.values()].sort((a, b) => a.endMs - b.endMs),
    largeJpeg: {
      count: large.length,
      averageBytes: large.length
        ? large.reduce((sum, file) => sum + file.largestJpegBytes, 0) / large.length
        : 0,
    },
  };
  for (const line of reportLines(report)) log(line);
  return report;
}

async function writePolygons(root: string, project: string, results: OrbitalFrameResult[]): Promise<void> {
  for (const [building, file] of polygonFiles(results)) {
    const target = path.join(root, storagePaths.polygons(project, building));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(file));
  }
}

export function reportLines(report: GenerationReport): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    'phase                 tasks   busy (summed)   done at',
    ...report.phases.map(
      (p) =>
        `${p.phase.padEnd(20)} ${String(p.tasks).padStart(6)}   ${seconds(p.busyMs).padStart(13)}   ${seconds(p.endMs).padStart(7)}`,
    ),
    `3820-px JPEG frames: ${report.largeJpeg.count}, average ${(report.largeJpeg.averageBytes / 1e6).toFixed(2)} MB`,
    `total ${seconds(report.totalMs)}`,
  ];
}
