import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { enqueueJob, JOBS } from '../jobs/job-queue.ts';
import { enqueueMail, MAIL_OUTBOX, markMailAttemptFailed, markMailSent } from '../mail/outbox-repository.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/databases.ts';
import { claimBatch, holdClaim, nextAttemptAt, retryDelayMs } from './durable-queue.ts';
import { wakeQueue } from './queue-signal.ts';
import { createQueueWorker } from './queue-worker.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { warn() {}, error() {} };

describe('retry delays', () => {
  it('double from the base delay and stop growing at the cap', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 30_000, 200_000))).toEqual([
      30_000, 60_000, 120_000, 200_000, 200_000,
    ]);
  });

  it('give up once the attempts are spent, and wait at least what the server asked', () => {
    const policy = { maxAttempts: 3, backoffMs: 1000, maxBackoffMs: 60_000 };
    const now = new Date('2026-11-27T10:00:00.000Z');
    expect(nextAttemptAt(1, policy, now)?.toISOString()).toBe('2026-11-27T10:00:01.000Z');
    expect(nextAttemptAt(2, policy, now, 30_000)?.toISOString()).toBe('2026-11-27T10:00:30.000Z');
    expect(nextAttemptAt(3, policy, now)).toBeNull();
  });
});

describe.each(testDatabases())('a durable queue on $name', ({ dialect }) => {
  let database: TestDatabase;
  // A second server process: its own connections to the same database.
  let otherProcess: Db;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    otherProcess = createDatabase(database.config, { poolSize: 4 });
  });
  afterAll(async () => {
    await otherProcess?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    await db.deleteFrom('mail_outbox').execute();
  });

  /** A worker of the mail outbox whose work is `work`: one outcome, a long poll (runs are asked for). */
  const mailWorker = <Outcome extends string>(
    outcome: Outcome,
    work: (mailId: number) => Promise<Outcome>,
    options: { batchSize?: number; lockMs?: number; now?: () => Date } = {},
  ) =>
    createQueueWorker({
      db,
      name: 'test',
      log: quiet,
      lanes: [{ queue: MAIL_OUTBOX, work }],
      outcomes: [outcome],
      batchSize: options.batchSize ?? 5,
      lockMs: options.lockMs ?? 60_000,
      pollMs: 60_000,
      ...(options.now && { now: options.now }),
    });

  const queueMails = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index++)
      ids.push(
        await enqueueMail(
          db,
          { to: `q${index}@example.be`, subject: 'Bonjour', text: 'Bonjour', html: '<p>Bonjour</p>' },
          { kind: 'lead-sales' },
        ),
      );
    return ids;
  };

  it('gives each row to one claim only when two processes claim at the same time', async () => {
    const ids = await queueMails(40);
    const now = new Date(Date.now() + 10);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        claimBatch(index % 2 ? otherProcess : db, MAIL_OUTBOX, now, 60_000, 7),
      ),
    );
    const claimed = claims.flatMap((claim) => claim.ids);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBeGreaterThanOrEqual(7);
    expect(claimed.every((id) => ids.includes(id))).toBe(true);
    // What is left is claimed by the next call, and nothing twice.
    const rest = await claimBatch(db, MAIL_OUTBOX, now, 60_000, 100);
    expect([...claimed, ...rest.ids].sort((a, b) => a - b)).toEqual(ids);
    expect((await claimBatch(otherProcess, MAIL_OUTBOX, now, 60_000, 100)).ids).toEqual([]);
  });

  it('keeps a row whose work outlasts the lock, since the claim is extended while it runs', async () => {
    const [id] = await queueMails(1);
    const lockMs = 300;
    let works = 0;
    const worker = mailWorker(
      'sent',
      async (mailId) => {
        works += 1;
        await later(4 * lockMs);
        await markMailSent(db, mailId, new Date());
        return 'sent';
      },
      { lockMs },
    );
    const running = worker.runOnce();
    const stolen: number[] = [];
    for (let look = 0; look < 5; look++) {
      await later(lockMs * 0.7);
      stolen.push(...(await claimBatch(otherProcess, MAIL_OUTBOX, new Date(), lockMs, 5)).ids);
    }
    expect(await running).toEqual({ sent: 1 });
    expect(stolen).toEqual([]);
    expect(works).toBe(1);
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.locked_until).toBeNull();
  });

  it('takes again a row whose worker died once its lock has run out, and the dead claim cannot come back', async () => {
    const [id] = await queueMails(1);
    const killed = await claimBatch(otherProcess, MAIL_OUTBOX, new Date(), 100, 5);
    expect(killed.ids).toEqual([id]);
    // Held: nobody else takes it.
    expect((await claimBatch(db, MAIL_OUTBOX, new Date(), 60_000, 5)).ids).toEqual([]);
    await later(150);
    const sent: number[] = [];
    const worker = mailWorker('sent', async (mailId) => {
      sent.push(mailId);
      await markMailSent(db, mailId, new Date());
      return 'sent';
    });
    expect(await worker.runOnce()).toEqual({ sent: 1 });
    expect(sent).toEqual([id]);
    expect(await holdClaim(otherProcess, 'mail_outbox', id!, killed.until, new Date(), 60_000)).toBeNull();
  });

  it('backs a failing row off, longer each time, and gives it up after its last attempt, kept with its error', async () => {
    const [id] = await queueMails(1);
    const policy = { maxAttempts: 4, backoffMs: 1000, maxBackoffMs: 3000 };
    let now = new Date();
    const worker = mailWorker(
      'failed',
      async (mailId) => {
        const row = await db
          .selectFrom('mail_outbox')
          .select('attempts')
          .where('id', '=', mailId)
          .executeTakeFirstOrThrow();
        await markMailAttemptFailed(
          db,
          mailId,
          'SMTP away',
          now,
          nextAttemptAt(row.attempts + 1, policy, now),
        );
        return 'failed';
      },
      { now: () => now },
    );
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await worker.runOnce()).toEqual({ failed: 1 });
      // Not due again until its wait is over.
      expect(await worker.runOnce()).toEqual({ failed: 0 });
      const row = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      if (row.failed_at === null) {
        waits.push(Date.parse(row.next_attempt_at) - now.getTime());
        now = new Date(Date.parse(row.next_attempt_at));
      }
    }
    expect(waits).toEqual([1000, 2000, 3000]);
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe('SMTP away');
    now = new Date(now.getTime() + 3600_000);
    expect(await worker.runOnce()).toEqual({ failed: 0 });
  });

  it('makes a claimed job running and counts each claim, so a job whose worker died twice is known', async () => {
    const id = await enqueueJob(db, {
      kind: 'orbital-frames',
      resource: 'buildings',
      resourceId: 1,
      userId: null,
      payload: {},
      total: 29,
    });
    const job = () => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await claimBatch(db, JOBS, new Date(), 100, 1)).ids).toEqual([id]);
    expect(await job()).toMatchObject({ status: 'running', attempts: 1 });
    expect((await claimBatch(otherProcess, JOBS, new Date(), 100, 1)).ids).toEqual([]);
    await later(150);
    expect((await claimBatch(otherProcess, JOBS, new Date(), 100, 1)).ids).toEqual([id]);
    expect(await job()).toMatchObject({ status: 'running', attempts: 2 });
    await db.deleteFrom('jobs').execute();
  });

  it('works a queued row at once when woken, and gives back the rest of its batch when stopped', async () => {
    const worked: number[] = [];
    const worker = mailWorker(
      'sent',
      async (mailId) => {
        worked.push(mailId);
        await later(50);
        await markMailSent(db, mailId, new Date());
        return 'sent';
      },
      { batchSize: 20 },
    );
    worker.start();
    try {
      await later(50);
      const [first] = await queueMails(1);
      wakeQueue('mail_outbox');
      for (let wait = 0; wait < 40 && worked.length === 0; wait++) await later(25);
      expect(worked).toEqual([first]);

      const batch = await queueMails(6);
      wakeQueue('mail_outbox');
      while (worked.length < 2) await later(5);
      await worker.stop();
      const left = await db
        .selectFrom('mail_outbox')
        .select(['id', 'locked_until'])
        .where('sent_at', 'is', null)
        .execute();
      expect(left.length).toBeGreaterThan(0);
      expect(left.every((row) => row.locked_until === null)).toBe(true);
      expect(left.every((row) => batch.includes(row.id))).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});
