import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { RenderTasks } from './render-tasks.ts';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './task-types.ts';

/** Entry point of a render worker: runs the tasks it is sent, one at a time. */
sharp.concurrency(1);
sharp.cache(false);
const tasks = new RenderTasks(workerData as WorkerSetup);
const port = parentPort!;
port.on('message', async ({ id, task }: WorkerRequest) => {
  const start = performance.now();
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: await tasks.run(task), ms: performance.now() - start };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
