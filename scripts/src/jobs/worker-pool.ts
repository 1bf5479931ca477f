import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Task, TaskResult, WorkerReply, WorkerSetup } from './task-types.ts';

interface Pending {
  task: Task;
  resolve: (value: { result: TaskResult; ms: number }) => void;
  reject: (error: Error) => void;
}

/**
 * Source of a worker that registers tsx and then imports `entry`. (`execArgv: ['--import', 'tsx']`
 * does not reach a worker's own entry module on Node 20, so the worker registers tsx itself. The
 * ESM build of tsx's API is wanted: its CommonJS build fails when imported.)
 */
function tsWorkerSource(entry: URL): string {
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
}

/** A fixed set of render workers fed from one queue, in submission order. */
export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<number, Pending>();
  private readonly workers: Worker[] = [];
  private nextId = 0;

  constructor(size: number, setup: WorkerSetup) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(tsWorkerSource(new URL('./worker.ts', import.meta.url)), {
        eval: true,
        workerData: setup,
      });
      worker.on('message', (reply: WorkerReply) => this.settle(worker, reply));
      worker.on('error', (error) => this.failAll(error));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  run(task: Task): Promise<{ result: TaskResult; ms: number }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      this.running.set(id, pending);
      worker.postMessage({ id, task: pending.task });
    }
  }

  private settle(worker: Worker, reply: WorkerReply): void {
    const pending = this.running.get(reply.id);
    this.running.delete(reply.id);
    this.idle.push(worker);
    if (pending) {
      if (reply.ok) pending.resolve({ result: reply.result, ms: reply.ms });
      else pending.reject(new Error(`${pending.task.kind} task failed: ${reply.error}`));
    }
    this.dispatch();
  }

  private failAll(error: Error): void {
    for (const pending of [...this.running.values(), ...this.queue]) pending.reject(error);
    this.running.clear();
    this.queue.length = 0;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
