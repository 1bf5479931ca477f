import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  path: string;
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The element of the largest paint, as Lighthouse shows it (HTML snippet). */
  lcpElement: string | null;
  /** Lighthouse's own error for this page, if it could not score it. */
  error?: string;
}

/** Debian's Chromium with a DevTools port for Lighthouse (which drives it over CDP). */
async function startChromeForLighthouse(): Promise<{
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-lh-'));
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${output}`)), 20_000);
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return {
    port,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** The LCP element's snippet from the audit's details (a table of one node, nested in a list). */
function lcpSnippet(details: unknown): string | null {
  const find = (value: unknown): string | null => {
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.snippet === 'string') return record.snippet;
    for (const child of Object.values(record)) {
      const found = Array.isArray(child) ? child.map(find).find(Boolean) : find(child);
      if (found) return found;
    }
    return null;
  };
  return find(details);
}

const numeric = (value: number | undefined) => (typeof value === 'number' ? value : null);

/** How many times each page is audited (BENCH_LIGHTHOUSE_RUNS): one run's score is a rough figure. */
export const LIGHTHOUSE_RUNS = Math.max(1, Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '', 10) || 3);

/**
 * Where each audit's full report and trace are written (BENCH_LIGHTHOUSE_REPORTS), to see what a
 * score is made of.
 */
const REPORTS_FOLDER = process.env.BENCH_LIGHTHOUSE_REPORTS;

/**
 * Lighthouse's default (mobile, simulated slow 4G and CPU ×4) on each path, one after another,
 * `runs` rounds of all the paths (so no page is always the first audited).
 */
export async function runLighthouse(
  baseURL: string,
  paths: readonly string[],
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseScores[]> {
  const chrome = await startChromeForLighthouse();
  const scores: LighthouseScores[] = [];
  const rounds = Array.from({ length: runs }, () => paths).flat();
  try {
    for (const path of rounds) {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (REPORTS_FOLDER && lhr) {
        const name = `${scores.length + 1}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
        await mkdir(REPORTS_FOLDER, { recursive: true });
        await writeFile(join(REPORTS_FOLDER, name), JSON.stringify(lhr));
        // the page's trace as Lighthouse recorded it (Chromium's trace format: chrome://tracing, Perfetto)
        const trace = result.artifacts?.Trace;
        if (trace)
          await writeFile(
            join(REPORTS_FOLDER, name.replace(/\.json$/, '.trace.json')),
            JSON.stringify(trace),
          );
      }
      const audit = (id: string) => numeric(lhr?.audits[id]?.numericValue);
      scores.push({
        path,
        performance: lhr?.categories.performance?.score ?? null,
        accessibility: lhr?.categories.accessibility?.score ?? null,
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcpElement: lcpSnippet(lhr?.audits['largest-contentful-paint-element']?.details),
        ...(lhr?.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      });
    }
  } finally {
    await chrome.stop();
  }
  return scores;
}
