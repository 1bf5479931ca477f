import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { localDriver, type StorageDriver, safeStoragePath } from '../plugins/storage-driver.ts';
import { holdClaim, releaseClaims } from '../queue/claim-hold.ts';
import { createMailDelivery, type MailDelivery } from './mail-transport.ts';
import { ZOutboxMail } from './outbox-mail.ts';
import { claimDueMails, markMailAttemptFailed, markMailSent, type OutboxRow } from './outbox-repository.ts';
import { onOutboxNotified } from './outbox-signal.ts';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailDir' | 'mailFrom' | 'storageDir' | 'appUrl'> &
    Partial<Pick<Config, 'queueLockMs'>>;
  log: Log;
  /** Where attachments are read (the app's driver: the disk or the bucket); default STORAGE_DIR. */
  storage?: StorageDriver;
  /** How often due mails are looked for (default 5 s); a queued mail also wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /**
   * How long a claimed mail stays reserved to this worker, renewed before each send (default
   * QUEUE_LOCK_SECONDS, else 2 min): it must outlast one send (SMTP timeouts: 10 s, 30 s).
   */
  lockMs?: number;
  /** After this many failed attempts the mail is given up (failed_at). Default 10 (about 17 hours). */
  maxAttempts?: number;
  /** Wait before the second attempt, doubled each time up to maxBackoffMs. Default 30 s, 4 h. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** The clock (tests move it forward instead of sleeping). */
  now?: () => Date;
}

export interface OutboxRun {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  /** Sends every mail due now, once; concurrent calls share the same run. */
  runOnce(): Promise<OutboxRun>;
  /** Polls every pollMs and on each notifyOutbox() of this process. */
  start(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

/** Wait before the attempt after `attempts` failed ones: backoff × 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The durable mail outbox's sender: claims due rows of mail_outbox (safe with several server
 * processes), sends them, and records success or the error with the next attempt's time.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config, log } = options;
  const pollMs = options.pollMs ?? 5000;
  const batchSize = options.batchSize ?? 20;
  const lockMs = options.lockMs ?? config.queueLockMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoffMs = options.backoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 4 * 3600_000;
  const clock = options.now ?? (() => new Date());
  const storage = options.storage ?? localDriver(config.storageDir);
  const deliver: MailDelivery = createMailDelivery(config);
  const messageIdHost = new URL(config.appUrl).hostname || 'vitrine.local';

  let running: Promise<OutboxRun> | null = null;
  // Set by stop(): the run sends the mail in hand, then gives back the rest of its claim.
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;

  async function send(row: OutboxRow): Promise<boolean> {
    try {
      const mail = ZOutboxMail.parse(JSON.parse(row.payload));
      const where = await deliver({
        from: config.mailFrom,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Stable per row: a mail resent after a crash can be recognised as the same one.
        messageId: `<outbox-${row.id}.${Date.parse(row.created_at) || 0}@${messageIdHost}>`,
        headers: mail.language ? { 'Content-Language': mail.language } : undefined,
        attachments: await Promise.all(
          mail.attachments.map(async (file) => ({
            filename: file.filename,
            content: await storage.get(safeStoragePath(file.path)),
          })),
        ),
      });
      await markMailSent(db, row.id, clock());
      log.info({ mailId: row.id, kind: row.kind, where }, 'mail sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const now = clock();
      const retryAt =
        attempts >= maxAttempts
          ? null
          : new Date(now.getTime() + retryDelayMs(attempts, backoffMs, maxBackoffMs));
      await markMailAttemptFailed(db, row.id, message, now, retryAt);
      const details = {
        mailId: row.id,
        kind: row.kind,
        attempts,
        error: message,
        retryAt: retryAt?.toISOString(),
      };
      if (retryAt) log.warn(details, 'mail not sent, will retry');
      else log.error(details, 'mail not sent, giving up');
      return false;
    }
  }

  async function run(): Promise<OutboxRun> {
    const result: OutboxRun = { sent: 0, failed: 0 };
    for (;;) {
      const now = clock();
      const heldUntil = new Date(now.getTime() + lockMs).toISOString();
      const { claimed, more } = await claimDueMails(db, now, new Date(heldUntil), batchSize);
      for (const [index, row] of claimed.entries()) {
        if (stopping) {
          await releaseClaims(
            db,
            'mail_outbox',
            claimed.slice(index).map((left) => left.id),
            heldUntil,
          );
          return result;
        }
        if (!(await holdClaim(db, 'mail_outbox', row.id, heldUntil, clock(), lockMs))) continue;
        if (await send(row)) result.sent += 1;
        else result.failed += 1;
      }
      if (!more || stopping) return result;
    }
  }

  function runOnce(): Promise<OutboxRun> {
    // A run asked for after stop() (a test, a one-off run) is a whole run again.
    if (!running) stopping = false;
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  // A notice that arrives during a run may concern a mail that run's claim did not see: run again after it.
  let runAgain = false;
  function tick(): void {
    if (running) {
      runAgain = true;
      return;
    }
    runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox run failed'))
      .finally(() => {
        if (!runAgain || !timer) return;
        runAgain = false;
        tick();
      });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
      unsubscribe = onOutboxNotified(() => setImmediate(tick));
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      runAgain = false;
      unsubscribe?.();
      unsubscribe = null;
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
