import type { EncodedBytes } from './encoded-answer.ts';

/**
 * A data version: a number that only grows (one domain's content version), or a text naming the
 * exact state of several (a corporation's domains and their versions).
 */
export type DataVersion = number | string;

/** One presented answer at one data version: its JSON bytes and, once asked, its compressed bytes. */
export interface CachedAnswer extends EncodedBytes {
  version: DataVersion;
  /** Strong ETag of the identity bytes; compressed bytes add `-br` / `-gzip` inside the quotes. */
  etag: string;
}

export interface CacheLimits {
  entries: number;
  /** Bytes of JSON kept in all (default: no limit but the entries'); one answer above an eighth of it is not kept. */
  bytes?: number;
}

/**
 * Answers this process has presented, by key. An entry is served only while its data version is
 * the one just read from the database, so a change made on any process shows at once; concurrent
 * misses of a key share one build. Read the version before building: an answer built from newer
 * rows than its version is only rebuilt once more, never served stale.
 */
export class VersionedAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly building = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;

  constructor(private readonly limits: CacheLimits) {}

  async get(key: string, version: DataVersion, build: () => Promise<string>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) {
      // the most recently used go last, the least recently used first out
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const flight = `${key}@${version}`;
    let pending = this.building.get(flight);
    if (!pending) {
      pending = build().then((json) => {
        const answer: CachedAnswer = {
          version,
          etag: `"${key}-v${version}"`,
          bytes: Buffer.from(json),
          encoded: new Map(),
        };
        if (!this.isOlder(version, this.entries.get(key)?.version)) this.store(key, answer);
        return answer;
      });
      this.building.set(flight, pending);
      pending.finally(() => this.building.delete(flight)).catch(() => undefined);
    }
    return pending;
  }

  /** An older numbered version finishing late never replaces a newer one (texts have no order). */
  private isOlder(version: DataVersion, current: DataVersion | undefined): boolean {
    return typeof version === 'number' && typeof current === 'number' && version < current;
  }

  private store(key: string, answer: CachedAnswer): void {
    this.forget(key);
    const maxBytes = this.limits.bytes ?? Number.POSITIVE_INFINITY;
    // a huge answer (a whole list asked without pages) would push out every other one
    if (answer.bytes.length > maxBytes / 8) return;
    this.entries.set(key, answer);
    this.bytes += answer.bytes.length;
    while (this.entries.size > this.limits.entries || this.bytes > maxBytes)
      this.forget(this.entries.keys().next().value!);
  }

  private forget(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.bytes.length;
  }
}
