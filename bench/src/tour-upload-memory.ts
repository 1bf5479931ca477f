/**
 * Memory high-water mark of the server while an admin publishes a ~200 MB krpano tour (a zip of
 * tour.xml and six 33 MB JPEG-looking panoramas, stored uncompressed as JPEG is) uploaded through
 * the FilePond API in 1,000,000-byte chunks, then POSTed to a domain's tour 1
 * (npm run bench:tour-memory -w bench). Peak resident memory is VmHWM of /proc/<pid>/status,
 * read before and after the POST, with VmRSS sampled every 50 ms.
 *
 * BENCH_SERVER_ROOT=<a checkout> measures that checkout's server (e.g. the code before a change).
 */
import { randomBytes } from 'node:crypto';
import { buildZip } from '../../apps/server/src/features/media/test-zip.ts';
import {
  memoryOf,
  ROOT,
  sampleRss,
  seededDatabase,
  signedInClient,
  startServer,
  uploadChunked,
} from './server-process.ts';

const PANORAMAS = 6;
const PANORAMA_BYTES = 33 * 1024 * 1024;

/** A JPEG header, then bytes that do not compress (a panorama's entropy-coded data). */
function panorama(): Buffer {
  const content = randomBytes(PANORAMA_BYTES);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(content, 0);
  return content;
}

const scenes = Array.from({ length: PANORAMAS }, (_, index) => `pano${index}`);
const tourXml = `<?xml version="1.0"?>\n<krpano version="1.21">${scenes
  .map((name) => `<scene name="${name}"><image><sphere url="panos/${name}.jpg"/></image></scene>`)
  .join('')}</krpano>\n`;
const zip = buildZip([
  { name: 'vtour/tour.xml', content: tourXml },
  ...scenes.map((name) => ({ name: `vtour/panos/${name}.jpg`, content: panorama() })),
]);

const { child, database, stop, url } = startServer('tour-memory');
try {
  const base = await url;
  const db = await seededDatabase(database);
  const domain = await db
    .selectFrom('domains')
    .innerJoin('corporations', 'corporations.id', 'domains.corporation_id')
    .innerJoin('users', 'users.corporation_id', 'corporations.id')
    .where('users.email', '=', 'admin@vitrine.test')
    .select('domains.id')
    .orderBy('domains.id')
    .executeTakeFirstOrThrow();
  await db.destroy();
  const client = await signedInClient(base);

  const pid = child.pid!;
  const { atStart, stop: stopSampling } = sampleRss(pid);
  const began = performance.now();
  const id = await uploadChunked(client, zip, 'vtour.zip');
  const uploaded = performance.now();
  const afterUpload = memoryOf(pid);
  const stored = await client.call(
    'POST',
    `/api/domains/${domain.id}/tours/1`,
    JSON.stringify({ files: [id] }),
    {
      'content-type': 'application/json',
    },
  );
  if (stored.status !== 200) throw new Error(`tour: ${stored.status} ${await stored.text()}`);
  const published = performance.now();
  const peakRss = stopSampling();
  const atEnd = memoryOf(pid);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  console.log(`server: ${ROOT}`);
  console.log(
    `tour zip                   ${mb(zip.length)} (${PANORAMAS} panoramas of ${mb(PANORAMA_BYTES)})`,
  );
  console.log(`RSS after sign-in          ${mb(atStart.rss)}`);
  console.log(
    `VmHWM after the upload     ${mb(afterUpload.hwm)}  (${((uploaded - began) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `VmHWM after the tour POST  ${mb(atEnd.hwm)}  (${((published - uploaded) / 1000).toFixed(1)} s)`,
  );
  console.log(`peak VmRSS sampled (50 ms) ${mb(peakRss)}`);
  console.log(`answer                     ${JSON.stringify((await stored.json()).data)}`);
} finally {
  await stop();
}
