import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { type S3Settings, type StorageDriver, s3Driver } from '../plugins/storage-driver.ts';

export interface TestBucket {
  settings: S3Settings;
  /** A driver on the bucket, under its own prefix. */
  driver: (prefix?: string) => StorageDriver;
  /** The environment that makes the app store into this bucket (STORAGE_DRIVER=s3 …). */
  env: (prefix?: string) => Record<string, string>;
}

/**
 * An S3-compatible bucket for the file's tests: s3rver (npm), an S3 server written in Node,
 * started before them and closed after.
 */
export function useTestBucket(): TestBucket {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-bucket-'));
  const bucket = { name: 'vitrine-media' };
  let server: S3rver | undefined;
  const context: TestBucket = {
    settings: { bucket: bucket.name, region: 'us-east-1' },
    driver: (prefix = 'storage/') => s3Driver({ ...context.settings, prefix }),
    env: (prefix = 'storage/') => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket.name,
      S3_ENDPOINT: context.settings.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: prefix,
    }),
  };
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: folder,
      silent: true,
      configureBuckets: [bucket],
    });
    const { port } = await server.run();
    Object.assign(context.settings, {
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return context;
}
