import type { QueueTable } from './durable-queue.ts';

type Listener = () => void;
const listeners = new Map<QueueTable, Set<Listener>>();

/**
 * Tells this process's workers of these queues that rows were queued, so that they work them now
 * rather than at their next poll. Call it once the rows are committed. Another process hears
 * nothing: its poll finds them.
 */
export function wakeQueue(...tables: QueueTable[]): void {
  for (const table of tables) for (const listener of listeners.get(table) ?? []) listener();
}

/** Subscribes to wakeQueue(table); returns the unsubscribe function. */
export function onQueueWoken(table: QueueTable, listener: Listener): () => void {
  const set = listeners.get(table) ?? new Set<Listener>();
  listeners.set(table, set);
  set.add(listener);
  return () => set.delete(listener);
}
