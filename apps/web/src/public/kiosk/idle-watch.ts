/**
 * The kiosk's idle rule, without timers or the DOM: `touch(now)` on every sign of a visitor; the
 * phase read at `now` is `warning` in the last `warnMs` before the delay runs out and `idle` once it
 * has — only when someone touched the screen since the last reset (an untouched screen has no
 * visitor to forget). `reset()` starts the wait for the next visitor.
 */
export type IdlePhase = 'waiting' | 'active' | 'warning' | 'idle';

/** The warning before the reset: 10 seconds, or a third of a short delay. */
export function warningMs(delayMs: number): number {
  return Math.min(10_000, Math.floor(delayMs / 3));
}

export class IdleWatch {
  private lastTouch = 0;
  private touched = false;

  constructor(readonly delayMs: number) {}

  touch(now: number): void {
    this.lastTouch = now;
    this.touched = true;
  }

  reset(): void {
    this.touched = false;
  }

  phase(now: number): IdlePhase {
    if (!this.touched) return 'waiting';
    const quiet = now - this.lastTouch;
    if (quiet >= this.delayMs) return 'idle';
    return quiet >= this.delayMs - warningMs(this.delayMs) ? 'warning' : 'active';
  }

  /** Milliseconds until the reset (0 when due). */
  remaining(now: number): number {
    return Math.max(0, this.lastTouch + this.delayMs - now);
  }
}
