/** The fields of a Chrome trace event this bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Merges overlapping [start, end) intervals (a task and its nested copy count once). */
function union(intervals: [number, number][]): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * How long the page's main thread was busy during each animation frame, in ms: the tasks of the
 * thread that set `clockMark` (at `markAt` on the page's clock), cut at the frame starts
 * (`frameStarts`, page clock, ms). One value per interval between two frame starts.
 */
export function mainThreadBusyPerFrame(
  events: readonly TraceEvent[],
  clockMark: string,
  markAt: number,
  frameStarts: readonly number[],
): number[] {
  const mark = events.find((event) => event.name === clockMark);
  if (!mark) throw new Error(`the trace has no ${clockMark} mark`);
  // trace µs = page ms × 1000 + offset
  const offset = mark.ts - markAt * 1000;
  const tasks = union(
    events
      .filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X')
      .filter((event) => TASK_NAMES.has(event.name) && event.dur !== undefined)
      .map((event) => [event.ts, event.ts + (event.dur ?? 0)]),
  );
  const busy: number[] = [];
  for (let index = 1; index < frameStarts.length; index++) {
    const from = (frameStarts[index - 1] ?? 0) * 1000 + offset;
    const to = (frameStarts[index] ?? 0) * 1000 + offset;
    let total = 0;
    for (const [start, end] of tasks) total += Math.max(0, Math.min(end, to) - Math.max(start, from));
    busy.push(total / 1000);
  }
  return busy;
}
