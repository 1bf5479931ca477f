/// <reference lib="webworker" />
import type { Challenge } from 'altcha-lib';
import { solveProofOfWork } from './proof-of-work.ts';

// Runs off the main thread so the page stays responsive while the proof of work is searched.
self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    self.postMessage({ solution: await solveProofOfWork(event.data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
