interface KeyState<T> {
  running: Promise<T>;
  /** The read the callers who came while `running` was under way share; it starts after it. */
  waiting: Promise<T> | null;
}

const ignore = () => undefined;

/** How long callers wait for a query still under way before sending their own (a hung connection). */
const PATIENCE_MS = 5_000;

/**
 * Concurrent callers of the same read share one query, and each gets rows read after it asked:
 * a caller arriving while the query is under way waits for the next one, sent once that one is
 * back, instead of taking an answer that may predate its call. So a change committed by any
 * process before a call shows in its answer, as without sharing; under load, the calls of one
 * round trip cost one query (issue 17: the site and version lookup of every public call).
 */
export class CoalescedReads<T> {
  private readonly states = new Map<string, KeyState<T>>();

  constructor(
    private readonly query: (key: string) => Promise<T>,
    private readonly patienceMs = PATIENCE_MS,
  ) {}

  read(key: string): Promise<T> {
    const state = this.states.get(key);
    if (!state) {
      const fresh: KeyState<T> = { running: Promise.resolve(undefined as T), waiting: null };
      this.states.set(key, fresh);
      return this.run(key, fresh);
    }
    state.waiting ??= this.afterward(state.running).then(() => {
      state.waiting = null;
      return this.run(key, state);
    });
    return state.waiting;
  }

  /** Keys with a read under way (a read done and awaited by nobody leaves nothing behind). */
  get size(): number {
    return this.states.size;
  }

  /** Once `running` is back, or has kept the next callers waiting long enough. */
  private afterward(running: Promise<T>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.patienceMs);
      timer.unref();
    });
    return Promise.race([running.then(ignore, ignore), late]).finally(() => clearTimeout(timer));
  }

  private run(key: string, state: KeyState<T>): Promise<T> {
    let running: Promise<T>;
    try {
      running = this.query(key);
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

/**
 * `query` for a database handle and a key, its concurrent calls coalesced per handle (a
 * transaction, a handle of its own, shares with no one).
 */
export function coalescedPerDatabase<D extends object, T>(
  query: (db: D, key: string) => Promise<T>,
): (db: D, key: string) => Promise<T> {
  const byDb = new WeakMap<D, CoalescedReads<T>>();
  return (db, key) => {
    let reads = byDb.get(db);
    if (!reads) {
      reads = new CoalescedReads((wanted) => query(db, wanted));
      byDb.set(db, reads);
    }
    return reads.read(key);
  };
}
