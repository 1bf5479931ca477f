import { randomBytes } from 'node:crypto';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { storageLayout, twoDigits } from '@vitrine/core/storage-layout';
import type { Db } from '../../db/database.ts';
import type { JobRow } from '../../jobs/job-queue.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import type { MediaFile } from './media-input.ts';
import { orderedFrames, renderOrbitalFrames, stageOrbitalFrames } from './orbital-media.ts';

export const ORBITAL_FRAMES_JOB = 'orbital-frames';

/** Where a job's checked sources wait: a dot folder, never served under /storage. */
const SOURCES_ROOT = '.jobs';

interface OrbitalJobPayload {
  buildingId: number;
  /** Storage paths of the 29 sources, in frame order. */
  sources: string[];
  /** Rendered frames wait for a person to publish them (orbital-review.ts) instead of going live. */
  review?: boolean;
}

/** What a frames job leaves: the live folder it fills, and, under review, where the frames wait. */
export interface OrbitalJobResult {
  folder: string;
  files: number;
  review?: { staging: string; state: ReviewState };
}
export type ReviewState = 'pending' | 'publishing' | 'published' | 'discarded';

/**
 * Keeps 29 checked frames in storage and queues their rendering; returns the job id. The job
 * shares the authorization of `target` (the building or floor of the upload).
 */
export async function queueOrbitalFrames(
  db: Db,
  storage: StorageDriver,
  target: { resource: 'buildings' | 'floors'; id: number; buildingId: number; userId: number | null },
  received: MediaFile[],
  options: { review?: boolean } = {},
): Promise<number> {
  const frames = orderedFrames('files', received);
  const folder = `${SOURCES_ROOT}/orbitals-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  try {
    const sources: string[] = [];
    for (const [index, frame] of frames.entries()) {
      const path = `${folder}/${twoDigits(index)}.${frame.sniffed.extension}`;
      if (typeof frame.content === 'string') await storage.putFile(path, frame.content, frame.sniffed.mime);
      else await storage.put(path, frame.content, frame.sniffed.mime);
      sources.push(path);
    }
    const payload: OrbitalJobPayload = {
      buildingId: target.buildingId,
      sources,
      ...(options.review && { review: true }),
    };
    return await enqueueJob(db, {
      kind: ORBITAL_FRAMES_JOB,
      resource: target.resource,
      resourceId: target.id,
      userId: target.userId,
      payload,
      total: FRAME_COUNT,
    });
  } catch (error) {
    await storage.deleteFolder(folder).catch(() => undefined);
    throw error;
  }
}

/** The live folder of a frames job's view: a floor's, or the building's full view. */
export function orbitalFolderOf(job: Pick<JobRow, 'payload' | 'resource' | 'resource_id'>): string {
  const payload = JSON.parse(job.payload) as OrbitalJobPayload;
  // jobs queued before the id layout carry the same resource, so they land in the right folder too
  return storageLayout.orbitalFolder(payload.buildingId, job.resource === 'floors' ? job.resource_id : null);
}

/**
 * The worker's side: renders the frames (staged, then swapped: a run cut short by a restart leaves
 * the previous frames served and its staging folder to the sweep), moves the domain's content
 * version on, drops the sources. Under review, the staged frames wait for publishReviewedFrames.
 */
export async function runOrbitalFramesJob(
  context: { db: Db; storage: StorageDriver },
  job: JobRow,
  progress: (done: number) => Promise<void>,
): Promise<OrbitalJobResult> {
  const payload = JSON.parse(job.payload) as OrbitalJobPayload;
  const folder = orbitalFolderOf(job);
  const load = (index: number) => context.storage.get(payload.sources[index]!);
  let result: OrbitalJobResult;
  if (payload.review) {
    const staged = await stageOrbitalFrames(context.storage, load, progress);
    result = { folder, files: staged.files, review: { staging: staged.staging, state: 'pending' } };
  } else {
    result = { folder, files: await renderOrbitalFrames(context.storage, folder, load, progress) };
    await touchContentOf(context.db, 'buildings', [payload.buildingId]);
  }
  await discardOrbitalSources(context.storage, job);
  return result;
}

/** Deletes a job's waiting sources (done, or failed for good). */
export async function discardOrbitalSources(storage: StorageDriver, job: JobRow): Promise<void> {
  const [first] = (JSON.parse(job.payload) as OrbitalJobPayload).sources;
  if (first) await storage.deleteFolder(first.slice(0, first.lastIndexOf('/')));
}
