import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The last migration the database had: a restore refuses a backup newer than its code. */
  migration: z.string().nullable(),
  database: z.object({ file: z.string(), bytes: z.number().int(), sha256: z.string() }),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
});
export type BackupManifest = z.infer<typeof ZBackupManifest>;

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
