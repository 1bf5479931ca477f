import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * Runs `work` under V8's sampling profiler when BENCH_PROFILE names a folder, and writes the
 * profile there as `<name>.cpuprofile` (open it in Chrome's DevTools, Performance tab). The app
 * runs in the bench's process, so the profile is the server's side of the load.
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  profile: ${file}`);
  }
}
