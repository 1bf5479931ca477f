import type { TourScenesReport } from '@vitrine/core/krpano/scene-report';
import { apiJson } from '../../api/admin-http.ts';

const filesBody = (files: string[]) => ({ body: { files } });

/**
 * The media uploads of back office §7, each naming FilePond server ids (`{ files }`): the 29
 * orbital frames of a building (whole, or one floor), its polygon file, a unit's 360 images,
 * a domain's cyclorama and virtual-tour zips.
 */
/** A background job as GET /api/jobs/{id} (and the 202 that queued it) shows it (server: presentJob). */
export interface MediaJob {
  id: number;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** Items done (frames rendered) out of `total`. */
  progress: number;
  total: number;
  error?: string | null;
  /** What the job left: for frames under review, `review.state` is 'pending' until published. */
  result?: { review?: { state: string } } | null;
}

interface JobState {
  job: MediaJob;
}

/** What the server's job reported when it failed (its error is technical, kept as the reason). */
export class JobFailedError extends Error {
  constructor(readonly job: MediaJob) {
    super(job.error ?? 'job failed');
    this.name = 'JobFailedError';
  }
}

/**
 * Polls GET /api/jobs/{id} until the background job ends, telling `onProgress` each state;
 * a failed job throws a JobFailedError.
 */
export async function untilJobEnds(
  queued: JobState,
  onProgress?: (job: MediaJob) => void,
  everyMs = 1500,
): Promise<JobState> {
  let state = queued;
  onProgress?.(state.job);
  while (state.job.status === 'queued' || state.job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    state = await apiJson<JobState>('GET', `/api/jobs/${state.job.id}`);
    onProgress?.(state.job);
  }
  if (state.job.status === 'failed') throw new JobFailedError(state.job);
  return state;
}

export const mediaCalls = {
  /**
   * The frames are rendered by a background job: resolves once it is done, the frames waiting
   * for publishFrames (or discardFrames) to go live.
   */
  orbitals: async (
    buildingId: number,
    files: string[],
    floorId: number | null,
    onProgress?: (job: MediaJob) => void,
  ) =>
    untilJobEnds(
      await apiJson<JobState>(
        'POST',
        floorId === null ? `/api/buildings/${buildingId}/orbitals` : `/api/floors/${floorId}/orbitals`,
        { body: { files, review: true } },
      ),
      onProgress,
    ),
  /** A frame rendered by job `jobId`, waiting to be published (960 px). */
  reviewedFrameUrl: (jobId: number, frame: number) => `/api/jobs/${jobId}/frames/${frame}`,
  publishFrames: (jobId: number) => apiJson('POST', `/api/jobs/${jobId}/publish`),
  discardFrames: (jobId: number) => apiJson('POST', `/api/jobs/${jobId}/discard`),
  polygons: (buildingId: number, files: string[]) =>
    apiJson('POST', `/api/buildings/${buildingId}/polygons`, filesBody(files)),
  v360: (unitId: number, files: string[]) => apiJson('POST', `/api/units/${unitId}/v360`, filesBody(files)),
  cyclorama: (domainId: number, files: string[]) =>
    apiJson<{ data: TourScenesReport }>('POST', `/api/domains/${domainId}/cyclorama`, filesBody(files)),
  tour: (domainId: number, number: number, files: string[]) =>
    apiJson<{ data: TourScenesReport }>('POST', `/api/domains/${domainId}/tours/${number}`, filesBody(files)),
};

/** How far a job is, 0–100 (100 once it succeeded; 0 while queued or without a total). */
export function jobPercent(job: Pick<MediaJob, 'status' | 'progress' | 'total'>): number {
  if (job.status === 'succeeded') return 100;
  if (job.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((job.progress / job.total) * 100)));
}
