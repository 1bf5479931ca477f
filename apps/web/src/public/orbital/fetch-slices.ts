/**
 * Downloads started per task of the page. Each fetch() costs the main thread 1–2.5 ms (2 cores,
 * ×4 on a slowed phone), and the turn's 28 previews started in one go made one long task of the
 * page's start; HTTP/1.1 sends six at a time anyway, so starting them a few per task delays none.
 * A hidden tab has no frames to keep smooth and runs timers about once a second: it starts them all.
 */
export const STARTS_PER_TASK = 4;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

const waiting: (() => void)[] = [];
let budget = STARTS_PER_TASK;
let resetScheduled = false;

function spend(): void {
  budget--;
  if (resetScheduled) return;
  resetScheduled = true;
  setTimeout(reset, 0);
}

function reset(): void {
  resetScheduled = false;
  budget = STARTS_PER_TASK;
  while ((budget > 0 || hidden()) && waiting.length > 0) {
    spend();
    waiting.shift()?.();
  }
}

/** Runs `start` now if this task has not started its share of downloads yet, else in a later task, in call order. */
export function startInSlices<T>(start: () => Promise<T>): Promise<T> {
  if ((budget > 0 || hidden()) && waiting.length === 0) {
    spend();
    return start();
  }
  return new Promise<void>((resolve) => waiting.push(resolve)).then(start);
}
