import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ConfigError, envError } from '../config.ts';
import { StorageUnavailableError } from '../http/http-errors.ts';

/**
 * Where uploaded and generated files go. Paths are storage-relative (`orbitals/p/b/full/00.jpg`),
 * the same ones the foundation's storage plugin serves under /storage/ from the local disk.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  put(path: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** Copies a file of the local disk (a finished upload) to `path`. */
  putFile(path: string, localFile: string, contentType?: string): Promise<void>;
  /** Writes a stream of exactly `size` bytes (an archive entry) without holding it in memory. */
  putStream(path: string, body: Readable, size: number, contentType?: string): Promise<void>;
  get(path: string): Promise<Buffer>;
  exists(path: string): Promise<boolean>;
  delete(path: string): Promise<void>;
  /** Deletes every file under a folder (`orbitals/p/b/full`). */
  deleteFolder(folder: string): Promise<void>;
  /** Every file under a folder, storage-relative, sorted. */
  list(folder: string): Promise<string[]>;
  /** Every stored file's path, sorted (a backup's list). */
  listAll(): Promise<string[]>;
  /** A file as a stream, or null when it is missing. */
  stream(path: string): Promise<{ body: Readable; size: number } | null>;
  copy(from: string, to: string): Promise<void>;
  /**
   * Puts a fully written `staged` folder in the place of `live` (whose previous files go) and
   * removes `staged`. On the disk two renames; in a bucket each key is overwritten (an atomic
   * put per object, the keys the live folder lacks first) before the keys the new version lacks
   * are deleted: a failure before this call leaves the live folder untouched, and one inside it
   * (a crash between the renames, a copy cut short) is settled by recoverSwaps.
   */
  replaceFolder(staged: string, live: string): Promise<void>;
  /**
   * Settles the swaps a killed process left half-done among the staged folders of `folder`
   * (docs/decisions.md "Media swaps survive a crash"): on the disk the previous media go back
   * when the live folder is missing, in a bucket the staged folder is copied in again. Returns
   * how many swaps it settled.
   */
  recoverSwaps(folder: string): Promise<number>;
}

/**
 * replaceFolder's record of a swap under way: `<staged>.swap/live-path` holds the live folder's
 * path, written before anything moves and deleted last (on the disk the previous media wait in
 * `<staged>.swap/previous` meanwhile).
 */
export const SWAP_SUFFIX = '.swap';
export const SWAP_RECORD = 'live-path';

/** The staged folder's name of a swap folder's (`x.swap`, or `x.<claim>.swap` once claimed). */
export const swapStaged = (swapName: string) => swapName.split('.')[0]!;

declare module 'fastify' {
  interface FastifyInstance {
    storageDriver: StorageDriver;
  }
}

/** A storage-relative path with no way out of the storage root. */
export function safeStoragePath(path: string): string {
  const clean = path.replace(/\\/g, '/').replace(/^\/+/, '');
  if (!clean || clean.split('/').some((part) => part === '..' || part === '' || part === '.')) {
    throw new Error(`Unsafe storage path: ${path}`);
  }
  return clean;
}

export function localDriver(root: string): StorageDriver {
  const full = (path: string) => {
    const file = resolve(root, safeStoragePath(path));
    if (!file.startsWith(resolve(root) + sep)) throw new Error(`Unsafe storage path: ${path}`);
    return file;
  };
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
    );
    return nested.flat();
  };
  return {
    kind: 'local',
    async put(path, body) {
      const file = full(path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async putFile(path, localFile) {
      // Copied by the kernel: a 1 GB video is never read into memory.
      const file = full(path);
      await mkdir(dirname(file), { recursive: true });
      await copyFile(localFile, file);
    },
    async putStream(path, body) {
      const file = full(path);
      await mkdir(dirname(file), { recursive: true });
      await pipeline(body, createWriteStream(file));
    },
    get: (path) => readFile(full(path)),
    exists: (path) =>
      stat(full(path)).then(
        (found) => found.isFile(),
        () => false,
      ),
    delete: (path) => rm(full(path), { force: true }),
    deleteFolder: (folder) => rm(full(folder), { recursive: true, force: true }),
    async list(folder) {
      const files = await walk(full(folder));
      return files.map((file) => relative(root, file).split(sep).join('/')).sort();
    },
    async listAll() {
      const files = await walk(resolve(root));
      return files.map((file) => relative(root, file).split(sep).join('/')).sort();
    },
    async stream(path) {
      const file = full(path);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? { body: createReadStream(file), size: found.size } : null;
    },
    async copy(from, to) {
      const target = full(to);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(full(from), target);
    },
    async replaceFolder(staged, live) {
      const target = full(live);
      const swap = full(staged + SWAP_SUFFIX);
      const previous = join(swap, 'previous');
      await mkdir(full(staged), { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      await mkdir(swap, { recursive: true });
      // whole or absent (synced, then a rename): a swap folder holding the previous media always
      // says whose they are, a power loss included
      const part = await open(join(swap, `${SWAP_RECORD}.part`), 'w');
      await part
        .writeFile(live)
        .then(() => part.sync())
        .finally(() => part.close());
      await rename(join(swap, `${SWAP_RECORD}.part`), join(swap, SWAP_RECORD));
      await rename(target, previous).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(full(staged), target);
      await rm(previous, { recursive: true, force: true });
      await rm(swap, { recursive: true, force: true });
    },
    async recoverSwaps(folder) {
      const entries = await readdir(full(folder), { withFileTypes: true }).catch(() => []);
      const isFolder = (path: string) =>
        stat(path).then(
          (found) => found.isDirectory(),
          () => false,
        );
      let settled = 0;
      for (const entry of entries) {
        if (!entry.isDirectory() || !entry.name.endsWith(SWAP_SUFFIX)) continue;
        // no record: nothing was moved yet, or the swap is over; the staging sweep's, by age
        const live = await readFile(join(full(folder), entry.name, SWAP_RECORD), 'utf8').catch(() => null);
        if (live === null) continue;
        let target: string;
        try {
          target = full(live);
        } catch {
          continue; // not ours to settle; the sweep keeps a recorded swap
        }
        // Claimed by a rename: a swap still running elsewhere can no longer move the live folder
        // into it, and only one settler goes on (the claimed name is found again after a crash).
        const swap = full(
          `${folder}/${swapStaged(entry.name)}.${randomBytes(4).toString('hex')}${SWAP_SUFFIX}`,
        );
        const claimed = await rename(join(full(folder), entry.name), swap).then(
          () => true,
          () => false,
        );
        if (!claimed) continue;
        const previous = join(swap, 'previous');
        if (!(await isFolder(target)) && (await isFolder(previous))) {
          // killed between the two renames: the previous media are served again (unless the
          // running swap's last rename came first)
          await mkdir(dirname(target), { recursive: true });
          await rename(previous, target).catch(() => undefined);
        }
        if (!(await isFolder(target)) && (await isFolder(previous))) continue; // for the next try
        // the live folder is whole either way: the staged folder goes, the record last
        await rm(full(`${folder}/${swapStaged(entry.name)}`), { recursive: true, force: true });
        await rm(previous, { recursive: true, force: true });
        await rm(swap, { recursive: true, force: true });
        settled++;
      }
      return settled;
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Key prefix inside the bucket, e.g. `storage/`. */
  prefix?: string | undefined;
  /**
   * How long a connection may take to open, and a socket may stay silent, before the call is
   * abandoned (ms). A bucket that accepts connections and never answers must not hold requests.
   */
  timeoutMs?: number | undefined;
}

/** Default of S3_TIMEOUT_MS: a healthy bucket answers within a second; a hung one costs ≤ 2 tries. */
export const BUCKET_TIMEOUT_MS = 5000;

/**
 * Whether a bucket call failed for want of a bucket rather than for what it asked: no HTTP answer
 * (refused, reset, timed out, unknown host) or the bucket's own 5xx.
 */
export function isBucketUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

/** An S3-compatible bucket (AWS, MinIO, R2, Scaleway…), path-style when an endpoint is given. */
export function s3Driver(settings: S3Settings): StorageDriver {
  const credentials =
    settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials,
    // Without these the SDK waits forever on a bucket that accepted the connection and went quiet;
    // the timeout is on silence, not on the whole transfer, so large files are not cut.
    requestHandler: {
      connectionTimeout: settings.timeoutMs ?? BUCKET_TIMEOUT_MS,
      socketTimeout: settings.timeoutMs ?? BUCKET_TIMEOUT_MS,
    },
    maxAttempts: 2,
    // Plain signed bodies: every S3-compatible server understands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // Every call (after the SDK's own retries): a bucket that does not answer is a 504 with its
  // reason for the request that needed it (http-errors.ts), never a 500.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        throw isBucketUnavailable(error) ? new StorageUnavailableError(error) : error;
      }
    },
    { step: 'initialize', name: 'vitrineBucketUnavailable' },
  );
  const Bucket = settings.bucket;
  const prefix = settings.prefix ?? '';
  const key = (path: string) => prefix + safeStoragePath(path);
  const folderKey = (folder: string) => `${key(folder)}/`;

  const listKeys = async (folder: string | null): Promise<string[]> => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    const Prefix = folder === null ? prefix : folderKey(folder);
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  };

  return {
    kind: 's3',
    async put(path, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key(path), Body: body, ContentType: contentType }),
      );
    },
    async putFile(path, localFile, contentType) {
      const { size } = await stat(localFile);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(path),
          Body: createReadStream(localFile),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async putStream(path, body, size, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(path),
          Body: body,
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(path) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(path) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async exists(path) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key(path) }));
        return true;
      } catch (error) {
        // "not there" only when the bucket said so
        if (error instanceof StorageUnavailableError) throw error;
        return false;
      }
    },
    async delete(path) {
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: key(path) }] } }));
    },
    async deleteFolder(folder) {
      const keys = await listKeys(folder);
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
    async list(folder) {
      return (await listKeys(folder)).map((found) => found.slice(prefix.length));
    },
    async listAll() {
      return (await listKeys(null)).map((found) => found.slice(prefix.length));
    },
    async stream(path) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(path) }));
        return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: key(to),
          CopySource: `${Bucket}/${key(from).split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
    },
    async replaceFolder(staged, live) {
      const fresh = await this.list(staged);
      const names = new Set(fresh.map((path) => path.slice(staged.length + 1)));
      // A copy cut short leaves old and new objects mixed: the record lets recoverSwaps copy the
      // (whole) staged folder in again; it goes before the staged folder starts to.
      const record = `${staged}${SWAP_SUFFIX}/${SWAP_RECORD}`;
      await this.put(record, live, 'text/plain');
      const present = new Set((await listKeys(live)).map((found) => found.slice(folderKey(live).length)));
      // Keys the live folder lacks first: a new tour.xml never names an object not there yet.
      const lacking = fresh.filter((path) => !present.has(path.slice(staged.length + 1)));
      const overwritten = fresh.filter((path) => present.has(path.slice(staged.length + 1)));
      for (const path of [...lacking, ...overwritten])
        await this.copy(path, `${live}/${path.slice(staged.length + 1)}`);
      const stale = [...present].filter((name) => !names.has(name)).map((name) => folderKey(live) + name);
      for (let start = 0; start < stale.length; start += 1000) {
        const Objects = stale.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
      await this.delete(record);
      await this.deleteFolder(staged);
    },
    async recoverSwaps(folder) {
      const records = (await this.list(folder)).filter((path) =>
        path.endsWith(`${SWAP_SUFFIX}/${SWAP_RECORD}`),
      );
      for (const record of records) {
        const staged = record.slice(0, -`${SWAP_SUFFIX}/${SWAP_RECORD}`.length);
        const live = (await this.get(record)).toString('utf8');
        // Copies only: the staged folder may be another process's, being deleted as its swap
        // ends; deleting by a partial list would drop live objects. Keys only the previous set
        // had stay until the folder's next replacement.
        for (const path of await this.list(staged))
          await this.copy(path, `${live}/${path.slice(staged.length + 1)}`);
        await this.delete(record);
        await this.deleteFolder(staged);
      }
      return records.length;
    },
  };
}

const ZStorageEnv = z.object({
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'STORAGE_DRIVER must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be a URL such as https://s3.fr-par.scw.cloud' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().optional(),
  S3_TIMEOUT_MS: z.coerce
    .number({ error: 'S3_TIMEOUT_MS must be a number of milliseconds' })
    .int({ error: 'S3_TIMEOUT_MS must be a number of milliseconds' })
    .min(100, { error: 'S3_TIMEOUT_MS must be at least 100 (ms)' })
    .optional(),
});

/**
 * The driver the environment asks for: the local disk (STORAGE_DIR) by default, or an S3 bucket
 * with STORAGE_DRIVER=s3 and S3_BUCKET (+ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_PREFIX, S3_TIMEOUT_MS). With a bucket, /storage/* is routed to it (or its CDN) by the
 * load balancer; the app keeps answering /storage URLs.
 */
export function storageDriverFromEnv(
  env: Record<string, string | undefined>,
  storageDir: string,
): StorageDriver {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZStorageEnv.safeParse(defined);
  if (!parsed.success) throw envError(parsed.error);
  const values = parsed.data;
  if (values.STORAGE_DRIVER === 'local') return localDriver(storageDir);
  if (!values.S3_BUCKET) throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3');
  return s3Driver({
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    prefix: values.S3_PREFIX,
    timeoutMs: values.S3_TIMEOUT_MS,
  });
}

/** Decorates the app with `storageDriver`; a test may hand its own driver in. */
export const storageDriverPlugin = fp<{ driver?: StorageDriver }>(
  async (app, options) => {
    app.decorate('storageDriver', options.driver ?? storageDriverFromEnv(process.env, app.config.storageDir));
  },
  { name: 'storage-driver', dependencies: ['context'] },
);
