/**
 * Page-load budgets of the public site on the generated demo (npm run bench:page -w bench):
 * first orbital frame, all 29 frames, initial JavaScript, rotation smoothness, the spec's naive
 * loader as a baseline, and Lighthouse (mobile) on home, orbital, contact and a unit's page; on a
 * desktop profile and on a slow phone profile (issue 18; BENCH_PHONE=0 leaves the phone out).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  DEMO_SOURCE_ROOT,
  FRAME_FILE_WIDTHS,
  FULL_VIEW,
  nameLayout,
  storageLayout,
  storageUrl,
} from '@vitrine/core/storage-layout';
import type { Browser } from 'playwright-core';
import { startAppServer } from '../e2e/src/support/app-server.ts';
import { launchChromium } from '../e2e/src/support/browser.ts';
import { type BenchProfile, DESKTOP, type Limits, PHONE } from './src/bench-profiles.ts';
import { frameFileStats, jpegWidth, REPO_ROOT, STORAGE_DIR } from './src/demo-frames.ts';
import { demoUnitPath } from './src/demo-unit-path.ts';
import { formatBytes, formatMs, median, table } from './src/format.ts';
import { printLighthouse } from './src/lighthouse-report.ts';
import { runLighthouse } from './src/lighthouse-run.ts';
import { measureNaiveLoad, measureOrbitalLoad, type OrbitalLoad } from './src/orbital-load.ts';
import { measureRotation, type RotationSmoothness } from './src/rotation-smoothness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The demo's main view as the generator wrote it (name layout in its own folder, never served). */
const VIEW_SOURCE = `${DEMO_SOURCE_ROOT}/${nameLayout.orbitalFolder('sambre', 'a', FULL_VIEW)}`;

function printDemoFrames(): void {
  const full = frameFileStats(VIEW_SOURCE, '', 'jpg');
  const width = jpegWidth(readFileSync(join(STORAGE_DIR, VIEW_SOURCE, '00.jpg')));
  console.log(`Demo frames in data/storage/${VIEW_SOURCE} (29 expected):`);
  console.log(
    `  NN.jpg      ${full.count} files, ${width} px wide, ${formatBytes(full.totalBytes / full.count)} each on average ` +
      `(${formatBytes(full.minBytes)}–${formatBytes(full.maxBytes)}), ${formatBytes(full.totalBytes)} in all`,
  );
  for (const [suffix, extension] of [
    ['-1920', 'webp'],
    ['-1920', 'jpg'],
    ['-960', 'webp'],
    ['-480', 'webp'],
  ] as const) {
    const stats = frameFileStats(VIEW_SOURCE, suffix, extension);
    console.log(
      `  NN${suffix}.${extension.padEnd(4)} ${formatBytes(stats.totalBytes / stats.count)} each, ${formatBytes(stats.totalBytes)} in all`,
    );
  }
}

/** gzip size of the same scripts (the server may have sent brotli). */
function gzipBytesOf(urls: readonly string[]): number {
  return urls.reduce((total, url) => {
    const file = join(REPO_ROOT, 'apps', 'web', 'dist', new URL(url).pathname);
    return total + gzipSync(readFileSync(file)).length;
  }, 0);
}

/** The id of the demo's building "a" (the model /orbital shows), where the server placed its frames. */
async function mainBuildingId(baseUrl: string): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/domain?include=projects.buildings`)).json()) as {
    data: { projects?: { buildings?: { id: number; name: string }[] }[] };
  };
  const building = answer.data.projects?.[0]?.buildings?.find((candidate) => candidate.name === 'a');
  if (!building) throw new Error('the demo has no building "a"');
  return building.id;
}

/** Compare at the 0.1 ms the budget is written in. */
const toTenth = (ms: number) => Math.round(ms * 10) / 10;
const limitCell = (budget: string, target: string) =>
  budget === target ? budget : `${budget} (goal ${target})`;
const seconds = (ms: number) => `≤ ${(ms / 1000).toFixed(1)} s`;

interface ProfileResult {
  profile: BenchProfile;
  loads: OrbitalLoad[];
  rotations: RotationSmoothness[];
  jsGzip: number;
}

/** Loads /orbital `runs` times and drags it, on one profile's screen and network; prints the loads. */
async function measureProfile(
  browser: Browser,
  baseUrl: string,
  profile: BenchProfile,
  runs: number,
): Promise<ProfileResult> {
  console.log(`\nNetwork (${profile.name}): ${profile.label}; ${runs} runs each, medians shown.`);
  const loads: OrbitalLoad[] = [];
  for (let run = 0; run < runs; run++) {
    const load = await measureOrbitalLoad(browser, baseUrl, profile);
    loads.push(load);
    console.log(
      `  run ${run + 1}: first frame ${formatMs(load.firstFrameMs)}, outlines ${formatMs(load.outlinesMs)}, ` +
        `all frames ${formatMs(load.allFramesMs)}, ` +
        `all sharp ${formatMs(load.sharpFramesMs)}, ` +
        `blocking ${formatMs(load.blockingMs)} (longest task ${formatMs(load.longestTaskMs)}), ` +
        `${formatBytes(load.bytesAtFirstFrame)} / ${formatBytes(load.bytesAtAllFrames)} / ${formatBytes(load.bytesAtSharpFrames)}`,
    );
  }
  const rotations: RotationSmoothness[] = [];
  for (let run = 0; run < Math.min(runs, 2); run++)
    rotations.push(await measureRotation(browser, baseUrl, profile));
  const last = loads[loads.length - 1] as OrbitalLoad;
  return { profile, loads, rotations, jsGzip: gzipBytesOf(last.jsUrls) };
}

/** The profile's table: each measure against the standing budget, with issue 18's goal beside it. */
function profileRows({ profile, loads, rotations, jsGzip }: ProfileResult): string[][] {
  const { budget, target } = profile;
  const last = loads[loads.length - 1] as OrbitalLoad;
  const firstFrame = median(loads.map((load) => load.firstFrameMs));
  const allFrames = median(loads.map((load) => load.allFramesMs));
  const sharpFrames = median(loads.map((load) => load.sharpFramesMs));
  const outlinesDrawn = median(loads.map((load) => load.outlinesMs));
  // on a slow connection every frame first comes as a 480-px preview (core's frame-loading.ts)
  const previewSet = last.frames.some((entry) => /-480\.(webp|jpg)$/.test(entry.url));
  const jsTransferred = median(loads.map((load) => load.jsBytesAtFirstFrame));
  const p95Work = median(rotations.map((rotation) => rotation.p95WorkMs));
  const p95Interval = median(rotations.map((rotation) => rotation.p95Ms));
  const missed = rotations[0]?.missedFrames ?? 0;
  const rafCount = rotations[0]?.frames ?? 0;
  const cell = (pick: (limits: Limits) => string) =>
    budget === null ? `goal ${pick(target)}` : limitCell(pick(budget), pick(target));
  const judge = (value: number, pick: (limits: Limits) => number) => {
    if (budget === null) return value <= pick(target) ? 'goal met' : 'goal missed';
    if (value > pick(budget)) return 'MISSED';
    return value <= pick(target) ? 'ok' : 'ok (goal not yet)';
  };
  return [
    [
      'first frame painted',
      formatMs(firstFrame),
      formatBytes(median(loads.map((l) => l.bytesAtFirstFrame))),
      cell((limits) => seconds(limits.firstFrameMs)),
      judge(firstFrame, (limits) => limits.firstFrameMs),
    ],
    ['  outlines drawn', formatMs(outlinesDrawn), 'the units over the model', 'for information', '—'],
    [
      previewSet ? 'all 29 frames ready (preview set)' : 'all 29 frames ready',
      formatMs(allFrames),
      formatBytes(median(loads.map((l) => l.bytesAtAllFrames))),
      cell((limits) => seconds(limits.allFramesMs)),
      judge(allFrames, (limits) => limits.allFramesMs),
    ],
    [
      '  all 29 frames sharp',
      formatMs(sharpFrames),
      formatBytes(median(loads.map((l) => l.bytesAtSharpFrames))),
      'for information',
      '—',
    ],
    [
      '  blocking time, until all frames',
      formatMs(median(loads.map((load) => load.blockingMs))),
      `longest task ${formatMs(median(loads.map((load) => load.longestTaskMs)))} (median)`,
      'for information',
      '—',
    ],
    [
      'JS before first frame',
      `${last.jsUrls.length} file${last.jsUrls.length === 1 ? '' : 's'}`,
      `${formatBytes(jsTransferred)} sent, ${formatBytes(jsGzip)} gzip`,
      cell((limits) => `≤ ${limits.initialJsBytes / 1024} KB gzip`),
      judge(jsGzip, (limits) => limits.initialJsBytes),
    ],
    [
      'p95 frame time, 3 s drag',
      formatMs(p95Work),
      `main-thread work per frame, max ${formatMs(Math.max(...rotations.map((r) => r.maxWorkMs)))}; ${rotations[0]?.modelFrameChanges ?? 0} model turns`,
      cell((limits) => `≤ ${limits.p95WorkMs} ms`),
      judge(toTenth(p95Work), (limits) => limits.p95WorkMs),
    ],
    [
      '  frame intervals, same drag',
      `p95 ${formatMs(p95Interval)}`,
      `max ${formatMs(Math.max(...rotations.map((r) => r.maxMs)))}, ${rafCount} frames, ${missed} missed (> 25 ms)`,
      '≤ 5 % missed',
      missed <= rafCount * 0.05 ? 'ok' : budget === null ? 'goal missed' : 'MISSED',
    ],
  ];
}

function printTimeline(last: OrbitalLoad): void {
  const frameKinds = [
    ...new Set(last.frames.map((entry) => new URL(entry.url).pathname.replace(/^.*\/\d{2}/, 'NN'))),
  ];
  console.log(`  frames requested by the viewer: ${frameKinds.join(', ')} (${last.frames.length} requests)`);
  console.log('  before the first frame (request start → response end, bytes; last run):');
  for (const step of last.timeline)
    console.log(
      `    ${formatMs(step.start).padStart(9)} → ${formatMs(step.at).padStart(9)}  ${formatBytes(step.bytes).padStart(9)}  ${step.label}`,
    );
  console.log(`    ${formatMs(last.firstFrameMs).padStart(21)}  first frame drawn (vitrine:first-frame)`);
}

async function main(): Promise<void> {
  printDemoFrames();
  const server = await startAppServer({ env: { LOG_LEVEL: 'error' } });
  const browser = await launchChromium();
  try {
    const desktop = await measureProfile(browser, server.url, DESKTOP, RUNS);
    const view = storageLayout.orbitalFolder(await mainBuildingId(server.url), null);
    const naiveUrls = Array.from({ length: 29 }, (_, frame) =>
      storageUrl(storageLayout.orbitalFrame(view, frame, FRAME_FILE_WIDTHS[0], 'jpg')),
    );
    const naive = [];
    for (let run = 0; run < Math.min(RUNS, 2); run++)
      naive.push(await measureNaiveLoad(browser, server.url, naiveUrls));
    const profiles = [desktop];
    if (process.env.BENCH_PHONE !== '0')
      profiles.push(await measureProfile(browser, server.url, PHONE, RUNS));

    for (const result of profiles) {
      const rows = profileRows(result);
      if (result.profile === DESKTOP) {
        const naiveMs = median(naive.map((run) => run.ms));
        const naiveBytes = median(naive.map((run) => run.bytes));
        rows.push([
          'naive: 29 × 3820-px JPEG, then draw',
          formatMs(naiveMs),
          formatBytes(naiveBytes),
          'baseline',
          naive.some((run) => run.failed) ? 'some failed' : '—',
        ]);
      }
      console.log(
        `\nOrbital /orbital (Les Jardins de la Sambre, building A, full view) — ${result.profile.name}: ${result.profile.label}`,
      );
      console.log(table(['measure', 'result', 'bytes', 'budget (issue 18 goal)', 'verdict'], rows));
      printTimeline(result.loads[result.loads.length - 1] as OrbitalLoad);
    }
    const loads = desktop.loads;
    const rotations = desktop.rotations;
    const jsGzip = desktop.jsGzip;

    const lighthouse = await (process.env.BENCH_LIGHTHOUSE === '0'
      ? Promise.resolve([])
      : runLighthouse(server.url, ['/', '/orbital', '/contact', await demoUnitPath(server.url)])
    ).catch((error: unknown) => {
      console.log(`\nLighthouse could not run: ${error instanceof Error ? error.stack : String(error)}`);
      return [];
    });
    if (lighthouse.length) printLighthouse(lighthouse);
    const resultsDir = join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'page-load.json'),
      `${JSON.stringify({ loads, naive, rotations, jsGzip, phone: profiles[1], lighthouse, at: new Date().toISOString() }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
