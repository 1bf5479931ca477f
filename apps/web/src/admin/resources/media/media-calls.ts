import { apiJson } from '../../api/admin-http.ts';

const filesBody = (files: string[]) => ({ body: { files } });

/**
 * The media uploads of back office §7, each naming FilePond server ids (`{ files }`): the 29
 * orbital frames of a building (whole, or one floor), its polygon file, a unit's 360 images,
 * a domain's cyclorama and virtual-tour zips.
 */
interface JobState {
  job: { id: number; status: 'queued' | 'running' | 'succeeded' | 'failed'; error?: string | null };
}

/** Polls GET /api/jobs/{id} until the background job ends; a failed job throws its error. */
async function untilJobEnds(queued: JobState, everyMs = 1500): Promise<JobState> {
  let state = queued;
  while (state.job.status === 'queued' || state.job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    state = await apiJson<JobState>('GET', `/api/jobs/${state.job.id}`);
  }
  if (state.job.status === 'failed') throw new Error(state.job.error ?? 'job failed');
  return state;
}

export const mediaCalls = {
  /** The frames are rendered by a background job: resolves once it is done. */
  orbitals: async (buildingId: number, files: string[], floorId: number | null) =>
    untilJobEnds(
      await apiJson<JobState>(
        'POST',
        floorId === null ? `/api/buildings/${buildingId}/orbitals` : `/api/floors/${floorId}/orbitals`,
        filesBody(files),
      ),
    ),
  polygons: (buildingId: number, files: string[]) =>
    apiJson('POST', `/api/buildings/${buildingId}/polygons`, filesBody(files)),
  v360: (unitId: number, files: string[]) => apiJson('POST', `/api/units/${unitId}/v360`, filesBody(files)),
  cyclorama: (domainId: number, files: string[]) =>
    apiJson('POST', `/api/domains/${domainId}/cyclorama`, filesBody(files)),
  tour: (domainId: number, number: number, files: string[]) =>
    apiJson('POST', `/api/domains/${domainId}/tours/${number}`, filesBody(files)),
};
