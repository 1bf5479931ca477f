interface KeyState<T> {
  running: Promise<T>;
  /** The read the callers who came while `running` was under way share; it starts after it. */
  waiting: Promise<T> | null;
}

const ignore = () => undefined;

/**
 * Concurrent callers of the same read share one query, and each gets rows read after it asked:
 * a caller arriving while the query is under way waits for the next one, sent once that one is
 * back, instead of taking an answer that may predate its call. So a change committed by any
 * process before a call shows in its answer, as without sharing; under load, the calls of one
 * round trip cost one query (issue 17: the site and version lookup of every public call).
 */
export class CoalescedReads<T> {
  private readonly states = new Map<string, KeyState<T>>();

  read(key: string, query: () => Promise<T>): Promise<T> {
    const state = this.states.get(key);
    if (!state) {
      const fresh: KeyState<T> = { running: Promise.resolve(undefined as T), waiting: null };
      this.states.set(key, fresh);
      return this.run(key, fresh, query);
    }
    state.waiting ??= state.running.then(ignore, ignore).then(() => {
      state.waiting = null;
      return this.run(key, state, query);
    });
    return state.waiting;
  }

  /** Keys with a read under way (a read done and awaited by nobody leaves nothing behind). */
  get size(): number {
    return this.states.size;
  }

  private run(key: string, state: KeyState<T>, query: () => Promise<T>): Promise<T> {
    let running: Promise<T>;
    try {
      running = query();
    } catch (error) {
      running = Promise.reject(error);
    }
    state.running = running;
    const settled = () => {
      if (state.running === running && state.waiting === null) this.states.delete(key);
    };
    running.then(settled, settled);
    return running;
  }
}

/** A CoalescedReads per database handle: a transaction, a handle of its own, shares with no one. */
export function coalescedPerDatabase<T>(): (db: object) => CoalescedReads<T> {
  const byDb = new WeakMap<object, CoalescedReads<T>>();
  return (db) => {
    let reads = byDb.get(db);
    if (!reads) {
      reads = new CoalescedReads<T>();
      byDb.set(db, reads);
    }
    return reads;
  };
}
