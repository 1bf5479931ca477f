import { createServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Content-Language header, when the sender set one. */
  language: string;
  replyTo: string;
  attachments: ReceivedAttachment[];
}

export interface SmtpSink {
  port: number;
  /**
   * Every message received whole (its final dot), in arrival order: the moment an MTA commits a
   * message, before its 250 (RFC 5321 §4.1.1.4). A message counts even when its sender goes
   * away before the 250, as with a real MTA: a duplicate made that way shows here.
   */
  mails: ReceivedMail[];
  /**
   * Recipients of transactions cut off before their data ended (the sender went away): nothing
   * was received for them.
   */
  cut: string[];
  /** Resolves once a RCPT TO waits for its answer (with `rcptDelayMs`); rejects after `timeoutMs`. */
  waitUntilCheckingRecipient(timeoutMs?: number): Promise<void>;
  /** Resolves once at least `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a local port (a free one unless given) that keeps every message it
 * receives, parsed. Used by the server's tests, the browser flows and the deployment suite.
 */
export async function startSmtpSink(
  options: {
    port?: number;
    /** How long the server takes to answer 250 to each message's data (a slow SMTP relay). */
    delayMs?: number;
    /** How long it takes to answer each RCPT TO (a relay checking the recipient), before any data. */
    rcptDelayMs?: number;
  } = {},
): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const cut: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  // Recipients of each connection's transaction whose data has not ended yet, by session id.
  const open = new Map<string, string[]>();
  let checking = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      open.set(session.id, [...(open.get(session.id) ?? []), address.address]);
      if (!options.rcptDelayMs) return callback();
      checking += 1;
      wake();
      setTimeout(() => {
        checking -= 1;
        callback();
      }, options.rcptDelayMs);
    },
    onClose(session) {
      cut.push(...(open.get(session.id) ?? []));
      open.delete(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          open.delete(session.id);
          mails.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            language: String(parsed.headers.get('content-language') ?? ''),
            replyTo: parsed.replyTo?.text ?? '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          });
          wake();
          setTimeout(callback, options.delayMs ?? 0);
        })
        .catch(callback);
    },
  });
  // A sender that goes away mid-transaction resets its connection: a server notes it and goes on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  function waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (mails.length < count) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(mails);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`SMTP sink: ${mails.length} of ${count} messages after ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  function waitUntilCheckingRecipient(timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (checking === 0) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`SMTP sink: no recipient being checked after ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    port,
    mails,
    cut,
    waitUntilCheckingRecipient,
    waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on (yet): an SMTP server that is down. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
