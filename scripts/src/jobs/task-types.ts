import type { OrbitalFrameResult } from '../orbital/orbital-job.ts';

/** Work sent to a render worker. */
export type Task =
  | { kind: 'orbital'; project: string; frame: number }
  | { kind: 'gallery'; domain: string; index: number }
  | { kind: 'plan'; project: string; bedrooms: number }
  | { kind: 'turntable'; project: string; unit: string }
  | { kind: 'panorama'; domain: string; viewpoint: string; dir: string; width: number; tourThumb: boolean };

export type TaskResult = { kind: 'orbital'; orbital: OrbitalFrameResult } | { kind: 'files'; bytes: number };

/** What every worker is started with. */
export interface WorkerSetup {
  root: string;
  seed: number;
  /** 1 for the real demo; smaller renders everything smaller (tests) */
  scale: number;
}

export type WorkerRequest = { id: number; task: Task };
export type WorkerReply =
  | { id: number; ok: true; result: TaskResult; ms: number }
  | { id: number; ok: false; error: string };
