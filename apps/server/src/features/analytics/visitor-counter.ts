import { dayOf, type VisitorEventKind } from '@vitrine/core/analytics/visitor-events';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The visitor analytics counts of this process, written to the database every few seconds. */
    visitorCounts: VisitorCounter;
  }
}

/** What happened, on which site, about which project and unit (absent: the site as a whole). */
export interface CountedEvent {
  domainId: number;
  kind: VisitorEventKind;
  projectId?: number | null | undefined;
  unitId?: number | null | undefined;
}

interface PendingCount {
  domain_id: number;
  day: string;
  kind: VisitorEventKind;
  project_id: number;
  unit_id: number;
  count: number;
}

/** Pending keys that make a flush start at once rather than at the next tick. */
const FLUSH_AT_KEYS = 2000;
/** Rows of one upsert statement. */
const ROWS_PER_STATEMENT = 200;

/**
 * Counts held in memory and added to the stored ones in one upsert per batch of keys: a beacon
 * costs a map update, not a write. Several processes add to the same rows (count = count + n).
 * What a process holds when it dies unannounced is lost (at most `flushEveryMs` of counts);
 * a clean stop writes it.
 */
export class VisitorCounter {
  private pending = new Map<string, PendingCount>();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly flushEveryMs = 5000,
  ) {}

  add(event: CountedEvent, at: Date = new Date()): void {
    const row: PendingCount = {
      domain_id: event.domainId,
      day: dayOf(at),
      kind: event.kind,
      project_id: event.projectId ?? 0,
      unit_id: event.unitId ?? 0,
      count: 1,
    };
    const key = `${row.domain_id}|${row.day}|${row.kind}|${row.project_id}|${row.unit_id}`;
    const known = this.pending.get(key);
    if (known) known.count += 1;
    else this.pending.set(key, row);
    if (this.pending.size >= FLUSH_AT_KEYS) void this.flush();
  }

  /** Writes what is pending; resolves once it is stored (a failed write is kept for the next). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.flushEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    let rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      // counts of a site deleted meanwhile are dropped, not retried forever
      const domainIds = [...new Set(rows.map((row) => row.domain_id))];
      const existing = await this.db
        .selectFrom('domains')
        .select('id')
        .where('id', 'in', domainIds)
        .execute();
      const alive = new Set(existing.map((domain) => domain.id));
      rows = rows.filter((row) => alive.has(row.domain_id));
      await this.db.transaction().execute(async (trx) => {
        for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
          await trx
            .insertInto('visitor_counts')
            .values(rows.slice(at, at + ROWS_PER_STATEMENT))
            .onConflict((conflict) =>
              conflict
                .columns(['domain_id', 'day', 'kind', 'project_id', 'unit_id'])
                .doUpdateSet((eb) => ({ count: eb('visitor_counts.count', '+', eb.ref('excluded.count')) })),
            )
            .execute();
        }
      });
    } catch (error) {
      this.log.error({ err: error }, 'visitor counts not written; kept for the next flush');
      for (const row of rows) {
        const key = `${row.domain_id}|${row.day}|${row.kind}|${row.project_id}|${row.unit_id}`;
        const known = this.pending.get(key);
        if (known) known.count += row.count;
        else if (this.pending.size < FLUSH_AT_KEYS * 5) this.pending.set(key, row);
      }
    }
  }
}

/** Decorates the app with its VisitorCounter, flushed every few seconds and when the app closes. */
export const visitorCountsPlugin = fp(
  async (app) => {
    const counter = new VisitorCounter(app.db, app.log);
    app.decorate('visitorCounts', counter);
    counter.start();
    app.addHook('onClose', () => counter.stop());
  },
  { name: 'visitor-counts', dependencies: ['context'] },
);
