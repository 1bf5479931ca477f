import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { dataLayer, type Id } from '../../api/data-layer.ts';
import type { ResourceName } from '../../api/resources.ts';

/**
 * Deletes wait UNDO_WINDOW_MS before they are sent, so "Annuler" gives back the row and all it
 * holds untouched (nothing was deleted yet). Meanwhile the row is hidden from every list.
 * Leaving the page sends the waiting deletes at once (keepalive), so none is silently dropped.
 */
interface Pending {
  hidden: string[];
  timer: number;
  send: () => Promise<void>;
}

/** Waiting deletes by batch key; `snapshot` holds every hidden row as "resource:id". */
const pending = new Map<string, Pending>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

const keyOf = (resource: ResourceName, id: Id) => `${resource}:${id}`;

function emit() {
  snapshot = new Set([...pending.values()].flatMap((waiting) => waiting.hidden));
  for (const listener of listeners) listener();
}

export interface DeleteRequest {
  resource: ResourceName;
  ids: readonly Id[];
  /** How the delete is sent; one DELETE per id unless told (e.g. the gallery's batch call). */
  send?: (keepalive: boolean) => Promise<void>;
  client: QueryClient;
  invalidate: ResourceName[];
  delayMs: number;
  /** Called when the server refused or could not be reached; the row is shown again. */
  onFailed: (error: unknown) => void;
}

/** Hides the rows now and sends their delete after `delayMs`; returns the undo. */
export function scheduleDelete(request: DeleteRequest): () => void {
  const hidden = request.ids.map((id) => keyOf(request.resource, id));
  const key = hidden.join(' ');
  const remove =
    request.send ??
    (async (keepalive: boolean) => {
      for (const id of request.ids) await dataLayer.remove(request.resource, id, { keepalive });
    });
  const refresh = () =>
    Promise.all(
      [request.resource, ...request.invalidate].map((name) =>
        request.client.invalidateQueries({ queryKey: [name] }),
      ),
    );
  const send = async (keepalive = false) => {
    if (!pending.delete(key)) return;
    try {
      await remove(keepalive);
    } catch (error) {
      request.onFailed(error);
    } finally {
      emit();
      void refresh();
    }
  };
  const timer = window.setTimeout(() => void send(), request.delayMs);
  pending.set(key, { hidden, timer, send: () => send(true) });
  emit();
  return () => {
    const waiting = pending.get(key);
    if (!waiting) throw new Error('already deleted');
    window.clearTimeout(waiting.timer);
    pending.delete(key);
    emit();
    void refresh();
  };
}

/** Sends every waiting delete now (the page is being left). */
export function flushPendingDeletes(): void {
  for (const waiting of [...pending.values()]) {
    window.clearTimeout(waiting.timer);
    void waiting.send();
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushPendingDeletes);

/** Whether the row `resource` #`id` waits to be deleted (lists leave it out). */
export function usePendingDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

export const isPendingDelete = (keys: ReadonlySet<string>, resource: ResourceName, id: Id) =>
  keys.has(keyOf(resource, id));
