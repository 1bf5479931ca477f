import type { Challenge, Solution } from 'altcha-lib';
import { SOLVE_TIMEOUT_MS, solveProofOfWork } from './proof-of-work.ts';

/** Solves a challenge in a Web Worker; on the main thread where workers are unavailable. */
export function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return solveProofOfWork(challenge);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    const timer = setTimeout(() => finish(() => resolve(null)), SOLVE_TIMEOUT_MS + 1000);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.terminate();
      settle();
    };
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) =>
      finish(() =>
        event.data.error ? reject(new Error(event.data.error)) : resolve(event.data.solution ?? null),
      );
    worker.onerror = (event) => finish(() => reject(new Error(event.message || 'captcha worker failed')));
    worker.postMessage(challenge);
  });
}
