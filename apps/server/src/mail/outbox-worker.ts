import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { localDriver, type StorageDriver, safeStoragePath } from '../plugins/storage-driver.ts';
import { nextAttemptAt, type RetryPolicy } from '../queue/durable-queue.ts';
import { createQueueWorker, type QueueWorker } from '../queue/queue-worker.ts';
import { createMailDelivery, type MailDelivery } from './mail-transport.ts';
import { ZOutboxMail } from './outbox-mail.ts';
import { findMail, MAIL_OUTBOX, markMailAttemptFailed, markMailSent } from './outbox-repository.ts';

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
   * How long a claimed mail stays reserved to this worker, renewed before and during each send
   * (default QUEUE_LOCK_SECONDS, else 2 min).
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

/** runOnce sends every mail due now, once; start also sends at once on each wakeQueue('mail_outbox'). */
export type OutboxWorker = QueueWorker<keyof OutboxRun>;

/**
 * The durable mail outbox's sender: claims due rows of mail_outbox (safe with several server
 * processes), sends them, and records success or the error with the next attempt's time.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config, log } = options;
  const retry: RetryPolicy = {
    maxAttempts: options.maxAttempts ?? 10,
    backoffMs: options.backoffMs ?? 30_000,
    maxBackoffMs: options.maxBackoffMs ?? 4 * 3600_000,
  };
  const clock = options.now ?? (() => new Date());
  const storage = options.storage ?? localDriver(config.storageDir);
  const deliver: MailDelivery = createMailDelivery(config);
  const messageIdHost = new URL(config.appUrl).hostname || 'vitrine.local';

  async function send(id: number): Promise<keyof OutboxRun | null> {
    const row = await findMail(db, id);
    if (!row) return null;
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
      return 'sent';
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const now = clock();
      const retryAt = nextAttemptAt(attempts, retry, now);
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
      return 'failed';
    }
  }

  return createQueueWorker({
    db,
    name: 'mail outbox',
    log,
    lanes: [{ queue: MAIL_OUTBOX, work: send }],
    outcomes: ['sent', 'failed'],
    batchSize: options.batchSize ?? 20,
    lockMs: options.lockMs ?? config.queueLockMs ?? 120_000,
    pollMs: options.pollMs ?? 5000,
    now: clock,
  });
}
