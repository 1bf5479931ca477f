import { FRAME_COUNT } from '@vitrine/core/orbital';
import { storageLayout } from '@vitrine/core/storage-layout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../http/http-errors.ts';
import { type JobRow, swapJobResult } from '../../jobs/job-queue.ts';
import { jobInReach } from '../../jobs/job-routes.ts';
import { requireUser } from '../../plugins/session.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { ORBITAL_FRAMES_JOB, type OrbitalJobResult, type ReviewState } from './orbital-jobs.ts';
import { publishStagedFolder } from './staged-replacement.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const ZFrame = ZId.extend({
  frame: z.coerce
    .number()
    .int()
    .min(0)
    .max(FRAME_COUNT - 1),
});
/** The preview's width: the smallest rendition, what a review screen needs. */
const PREVIEW_WIDTH = 960;

const notUnderReview = () => new HttpError(409, { key: 'api.jobs.notUnderReview' });
const reviewExpired = () => new HttpError(410, { key: 'api.jobs.reviewExpired' });

type Reviewed = {
  job: JobRow;
  result: OrbitalJobResult & { review: NonNullable<OrbitalJobResult['review']> };
};

/** A frames job whose rendered frames wait under review (404 for any other job). */
function underReview(job: JobRow): Reviewed {
  const result =
    job.kind === ORBITAL_FRAMES_JOB && job.result ? (JSON.parse(job.result) as OrbitalJobResult) : null;
  if (!result?.review) throw notFound();
  return { job, result: result as Reviewed['result'] };
}

/**
 * The review of freshly rendered orbital frames before they replace the live ones (a frames
 * upload with `review: true`): GET a staged frame, then publish or discard the whole set. Each
 * call has the job's authorization (jobInReach); publish and discard move the review on by a
 * compare-and-set, so two clicks never swap twice.
 */
export const orbitalReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = () => app.storageDriver;
  const tags = ['media'];

  const moveReview = async ({ job, result }: Reviewed, from: ReviewState, to: ReviewState) => {
    const next: OrbitalJobResult = { ...result, review: { ...result.review, state: to } };
    if (result.review.state !== from || !(await swapJobResult(app.db, job.id, job.result!, next)))
      throw notUnderReview();
    return { ...next, review: next.review! };
  };

  app.get(
    '/jobs/:id/frames/:frame',
    { schema: { params: ZFrame, tags }, preHandler: [requireUser] },
    async (request, reply) => {
      const { result } = underReview(await jobInReach(request, request.params.id));
      if (result.review.state !== 'pending') throw notUnderReview();
      const path = `${result.review.staging}/${storageLayout.orbitalFrameName(request.params.frame, PREVIEW_WIDTH, 'jpg')}`;
      if (!(await storage().exists(path))) throw reviewExpired();
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(await storage().get(path));
    },
  );

  app.post(
    '/jobs/:id/publish',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      const reviewed = underReview(await jobInReach(request, request.params.id));
      const { staging, state } = reviewed.result.review;
      if (state !== 'pending') throw notUnderReview();
      if ((await storage().list(staging)).length === 0) throw reviewExpired();
      const publishing = await moveReview(reviewed, 'pending', 'publishing');
      try {
        await publishStagedFolder(storage(), staging, reviewed.result.folder);
      } catch (error) {
        // the swap settles itself (recoverSwaps); the person may try again
        await swapJobResult(app.db, reviewed.job.id, JSON.stringify(publishing), reviewed.result);
        throw error;
      }
      const published = { ...publishing, review: { ...publishing.review, state: 'published' as const } };
      await swapJobResult(app.db, reviewed.job.id, JSON.stringify(publishing), published);
      const { buildingId } = JSON.parse(reviewed.job.payload) as { buildingId: number };
      await touchContentOf(app.db, 'buildings', [buildingId]);
      return { data: { state: published.review.state, folder: published.folder } };
    },
  );

  app.post(
    '/jobs/:id/discard',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      const reviewed = underReview(await jobInReach(request, request.params.id));
      const discarded = await moveReview(reviewed, 'pending', 'discarded');
      await storage().deleteFolder(reviewed.result.review.staging);
      return { data: { state: discarded.review.state } };
    },
  );
};
