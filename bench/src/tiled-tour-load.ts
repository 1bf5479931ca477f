/**
 * A tiled krpano tour (MAKE VTOUR layout: 512 px tiles, levels 640/1280/2560, padded tile names,
 * a cube-strip preview) uploaded through the admin API, then opened by a visitor on the budget's
 * network (throttled-page.ts: 20 Mbit/s, 40 ms, no cache) at 1920×1080
 * (npm run bench:tiled-tour -w bench, after npm run build -w apps/web and the demo generator).
 * Prints the upload's time (the re-cut included), and the bytes and time until the first sharp
 * view: every tile of the top level that the viewer asked for the opening view has arrived.
 */

import { krpanoTourEntries } from '../../apps/server/src/features/media/test-krpano-tour.ts';
import { buildZip } from '../../apps/server/src/features/media/test-zip.ts';
import { startAppServer } from '../../e2e/src/support/app-server.ts';
import { launchChromium } from '../../e2e/src/support/browser.ts';
import { createPrivateStorage } from '../../e2e/src/support/private-storage.ts';
import { formatBytes, formatMs, median, table } from './format.ts';
import { Client, uploadChunked } from './server-process.ts';
import { NETWORK, resourceEntries, throttledPage } from './throttled-page.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LEVELS = [640, 1280, 2560];
const TOP = LEVELS.length - 1;

const storage = createPrivateStorage();
const server = await startAppServer({ env: { STORAGE_DIR: storage.dir } });
const browser = await launchChromium();
try {
  const entries = await krpanoTourEntries({ levels: LEVELS, noise: 24, quality: 82 });
  const zip = buildZip(entries);
  const krpanoTiles = entries.filter((entry) => /\/l3\/\d+\/l3_/.test(entry.name));
  const tileBytes = krpanoTiles.reduce((sum, entry) => sum + entry.content.length, 0);

  const client = new Client(server.url);
  await client.call('GET', '/sanctum/csrf-cookie');
  const login = await client.call(
    'POST',
    '/api/login',
    JSON.stringify({ email: 'admin@meuse.test', password: 'vitrine-demo' }),
    { 'content-type': 'application/json' },
  );
  if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
  const domains = (await (await client.call('GET', '/api/domains')).json()) as {
    data: { id: number; name: string }[];
  };
  const domain = domains.data.find((candidate) => candidate.name === 'Meuse')!.id;
  const id = await uploadChunked(client, zip, 'vtour.zip');
  const began = performance.now();
  const stored = await client.call(
    'POST',
    `/api/domains/${domain}/tours/3`,
    JSON.stringify({ files: [id] }),
    {
      'content-type': 'application/json',
    },
  );
  if (stored.status !== 200) {
    throw new Error(`tour: ${stored.status} ${await stored.text()}\n${server.output().slice(-3000)}`);
  }
  const recutMs = performance.now() - began;

  const site = new URL(server.url);
  site.hostname = 'meuse.localhost';
  const runs: {
    sharpMs: number;
    bytes: number;
    tourBytes: number;
    tiles: number;
    previewMs: number;
    firstAskedMs: number;
    lastAskedMs: number;
  }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await throttledPage(browser, site.href);
    try {
      await page.goto('/visites-virtuelles/3', { waitUntil: 'commit' });
      const topTile = new RegExp(`/vitrine-tiles/1/${TOP}/\\w+_\\d+_\\d+\\.jpg$`);
      // Settled when no new top-level tile has come for 2 s.
      let seen = -1;
      let stableSince = performance.now();
      for (;;) {
        await page.waitForTimeout(250);
        const count = (await resourceEntries(page)).resources.filter((entry) =>
          topTile.test(entry.url),
        ).length;
        if (count !== seen) {
          seen = count;
          stableSince = performance.now();
        } else if (count > 0 && performance.now() - stableSince > 2000) break;
        if (performance.now() - stableSince > 60_000) throw new Error('no tile came');
      }
      const { document, resources } = await resourceEntries(page);
      const tiles = resources.filter((entry) => topTile.test(entry.url));
      const sharpMs = Math.max(...tiles.map((entry) => entry.responseEnd));
      const before = resources.filter((entry) => entry.responseEnd <= sharpMs);
      const preview = resources.find((entry) => entry.url.endsWith('/vitrine-tiles/1/preview.jpg'));
      runs.push({
        sharpMs,
        bytes: document + before.reduce((sum, entry) => sum + entry.transferSize, 0),
        tourBytes: before
          .filter((entry) => entry.url.includes('/vtour/'))
          .reduce((sum, entry) => sum + entry.transferSize, 0),
        tiles: tiles.length,
        previewMs: preview?.responseEnd ?? 0,
        firstAskedMs: Math.min(...tiles.map((entry) => entry.startTime)),
        lastAskedMs: Math.max(...tiles.map((entry) => entry.startTime)),
      });
    } finally {
      await close();
    }
  }
  console.log(
    `Network: ${NETWORK.downloadMbps} Mbit/s down, ${NETWORK.latencyMs} ms latency, no cache; 1920×1080; ${RUNS} runs`,
  );
  console.log(
    `Tour: 2 scenes, levels ${LEVELS.join('/')} px in 512 px tiles; zip ${formatBytes(zip.length)}; ` +
      `krpano's top level ${krpanoTiles.length} tiles, ${formatBytes(tileBytes / krpanoTiles.length)} each`,
  );
  console.log(`Upload POST (read, checked, re-cut, swapped in): ${formatMs(recutMs)}`);
  console.log(
    table(
      ['', 'median', 'runs'],
      [
        [
          'preview stripe arrived',
          formatMs(median(runs.map((r) => r.previewMs))),
          runs.map((r) => formatMs(r.previewMs)).join(' '),
        ],
        [
          'first top-level tile asked',
          formatMs(median(runs.map((r) => r.firstAskedMs))),
          runs.map((r) => formatMs(r.firstAskedMs)).join(' '),
        ],
        [
          'last top-level tile asked',
          formatMs(median(runs.map((r) => r.lastAskedMs))),
          runs.map((r) => formatMs(r.lastAskedMs)).join(' '),
        ],
        [
          'first sharp view (top-level tiles in view)',
          formatMs(median(runs.map((r) => r.sharpMs))),
          runs.map((r) => formatMs(r.sharpMs)).join(' '),
        ],
        [
          'top-level tiles loaded',
          String(median(runs.map((r) => r.tiles))),
          runs.map((r) => String(r.tiles)).join(' '),
        ],
        [
          'bytes until then (page and all)',
          formatBytes(median(runs.map((r) => r.bytes))),
          runs.map((r) => formatBytes(r.bytes)).join(' '),
        ],
        [
          'of which tour files',
          formatBytes(median(runs.map((r) => r.tourBytes))),
          runs.map((r) => formatBytes(r.tourBytes)).join(' '),
        ],
      ],
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  storage.remove();
}
