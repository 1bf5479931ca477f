import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fileOf, isUploadId, TMP_FOLDER, type UploadArea } from './temporary-uploads.ts';
import { sweepUploadUsage } from './upload-quota.ts';

/**
 * Deletes what uploads left behind: unclaimed uploads (finished or not) older than the stale age,
 * files of the temporary folder that no upload owns any more (a crashed request's, a media
 * call's), and quota counts that left their window. Returns how many uploads went.
 */
export async function sweepStaleUploads(area: UploadArea, now = Date.now()): Promise<number> {
  const before = new Date(now - area.limits.staleMs);
  const stale = await area.db
    .selectFrom('temporary_uploads')
    .select('id')
    .where('created_at', '<', before.toISOString())
    .execute();
  for (const { id } of stale) {
    await rm(fileOf(area, id), { force: true });
    await area.db.deleteFrom('temporary_uploads').where('id', '=', id).execute();
  }
  const dir = join(area.root, TMP_FOLDER);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const path = join(dir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (mtimeMs >= before.getTime()) continue;
    const owned =
      isUploadId(name) &&
      (await area.db.selectFrom('temporary_uploads').select('id').where('id', '=', name).executeTakeFirst());
    if (!owned) await rm(path, { recursive: true, force: true });
  }
  await sweepUploadUsage(area.db);
  return stale.length;
}

/** Sweeps every `everyMs` (default 10 minutes) with the server's other background workers. */
export function createUploadSweeper(options: {
  area: UploadArea;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  everyMs?: number;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= sweepStaleUploads(options.area)
      .then((count) => {
        if (count > 0) options.log.info({ count }, 'stale uploads deleted');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'upload sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, options.everyMs ?? 10 * 60 * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
