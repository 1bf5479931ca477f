/**
 * The load of the API and page benches: wrk (Debian's `wrk`, C, one thread) when it is installed,
 * else autocannon in a worker thread. autocannon parses every answer in JavaScript: at 33 KB an
 * answer it saturated its core while the server's event loop was 60 % busy (GET /domain br), so it
 * measured itself. BENCH_LOAD=autocannon keeps it anyway; BENCH_LOAD_IN_SERVER_THREAD=1 runs it on
 * the caller's event loop, as before stop 24.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Socket errors and answers other than 2xx (3xx too, unless `if-none-match` asked for a 304). */
  errors: number;
  bytesPerAnswer: number;
}

export type LoadGenerator = 'wrk' | 'autocannon (worker thread)' | 'autocannon (same thread)';

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version: only a missing binary has no status
    return typeof (error as { status?: unknown }).status === 'number';
  }
}

export function loadGenerator(): LoadGenerator {
  if (process.env.BENCH_LOAD_IN_SERVER_THREAD === '1') return 'autocannon (same thread)';
  if (process.env.BENCH_LOAD !== 'autocannon' && hasWrk()) return 'wrk';
  return 'autocannon (worker thread)';
}

export async function runLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const generator = loadGenerator();
  if (generator === 'wrk') return runWrk(url, options);
  const expects304 = 'if-none-match' in options.headers;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(generator === 'autocannon (worker thread)' && { workers: 1 }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - (expects304 ? result['3xx'] : 0),
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

const TIME_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const SIZE_UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** Milliseconds of a wrk duration (`638.00us`, `2.07ms`, `1.20s`). */
export function wrkMilliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`not a wrk duration: ${text}`);
  return Number(match[1]) * TIME_UNITS[match[2]!]!;
}

/** The figures of `wrk --latency`'s report. */
export function parseWrkReport(report: string, expects304: boolean): LoadFigures {
  const find = (pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match) throw new Error(`wrk's report has no ${pattern}:\n${report}`);
    return match;
  };
  const [, requests = '0', duration = '0', size = '0', unit = 'B'] = find(
    /(\d+) requests in ([\d.]+\w+), ([\d.]+)(B|KB|MB|GB) read/,
  );
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(report);
  const total = Number(requests);
  const errors =
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
    // wrk counts 304 among the 3xx; the revalidation call expects exactly that
    (non2xx && !expects304 ? Number(non2xx[1]) : 0);
  return {
    requestsPerSecond: Math.round(total / (wrkMilliseconds(duration) / 1000)),
    p50: Math.round(wrkMilliseconds(find(/^\s+50%\s+(\S+)/m)[1]!)),
    p99: Math.round(wrkMilliseconds(find(/^\s+99%\s+(\S+)/m)[1]!)),
    errors,
    bytesPerAnswer: total ? Math.round((Number(size) * SIZE_UNITS[unit]!) / total) : 0,
  };
}

async function runWrk(url: string, options: LoadOptions): Promise<LoadFigures> {
  const headers = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...headers, url];
  const { stdout } = await run('wrk', args, { timeout: (options.seconds + 30) * 1000 });
  return parseWrkReport(stdout, 'if-none-match' in options.headers);
}
