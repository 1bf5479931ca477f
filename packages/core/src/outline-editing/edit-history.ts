/** An undo/redo stack of immutable snapshots: `present` is what the editor shows. */
export interface EditHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** How many steps back undo reaches; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [] };
}

/** A new state after an edit: it can be undone, and whatever was undone before is gone. */
export function recordEdit<T>(history: EditHistory<T>, next: T): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [] };
}

export function undoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}

export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;
