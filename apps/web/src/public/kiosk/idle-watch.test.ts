import { describe, expect, it } from 'vitest';
import { IdleWatch, warningMs } from './idle-watch.ts';

describe('the kiosk’s idle watch', () => {
  it('forgets nobody on a screen nobody touched', () => {
    const watch = new IdleWatch(60_000);
    expect(watch.phase(0)).toBe('waiting');
    expect(watch.phase(10 * 60_000)).toBe('waiting');
  });

  it('warns in the last 10 seconds, then is idle once the delay has passed since the last touch', () => {
    const watch = new IdleWatch(60_000);
    watch.touch(1_000);
    expect(watch.phase(50_999)).toBe('active');
    expect(watch.phase(51_000)).toBe('warning');
    expect(watch.remaining(51_000)).toBe(10_000);
    expect(watch.phase(61_000)).toBe('idle');
    expect(watch.remaining(70_000)).toBe(0);
  });

  it('starts the wait again at each touch, the warning included', () => {
    const watch = new IdleWatch(60_000);
    watch.touch(0);
    expect(watch.phase(55_000)).toBe('warning');
    watch.touch(55_000);
    expect(watch.phase(100_000)).toBe('active');
    expect(watch.phase(115_000)).toBe('idle');
  });

  it('waits for the next visitor after a reset', () => {
    const watch = new IdleWatch(60_000);
    watch.touch(0);
    expect(watch.phase(60_000)).toBe('idle');
    watch.reset();
    expect(watch.phase(200_000)).toBe('waiting');
    watch.touch(200_000);
    expect(watch.phase(200_001)).toBe('active');
  });

  it.each([
    { delay: 180_000, warning: 10_000 },
    { delay: 6_000, warning: 2_000 },
    { delay: 5_000, warning: 1_666 },
  ])('warns $warning ms before a $delay ms delay', ({ delay, warning }) => {
    expect(warningMs(delay)).toBe(warning);
  });
});
