/**
 * How a chunk's writer and the browser agree when a server process dies in the middle of a chunk.
 * The writer of a chunk holds a lease on the upload, renewed while its bytes stream in; a process
 * killed mid-chunk stops renewing it, so the lease runs out within `WRITER_LEASE_MS` and another
 * process may take the same offset. The browser (FilePond) retries a refused chunk on this
 * schedule, which lasts longer than one lease: the upload goes on instead of failing.
 */
export const WRITER_LEASE_MS = 10_000;
export const WRITER_LEASE_RENEW_MS = 3_000;
/** 35.5 s in all: a chunk refused because of a dead writer's lease goes through by the sixth retry. */
export const CHUNK_RETRY_DELAYS_MS = [500, 1_000, 3_000, 6_000, 10_000, 15_000] as const;
