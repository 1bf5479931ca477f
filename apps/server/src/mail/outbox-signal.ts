type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells this process's outbox worker that mails were queued, so it sends them now, not at its next poll. */
export function notifyOutbox(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to notifyOutbox(); returns the unsubscribe function. */
export function onOutboxNotified(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
