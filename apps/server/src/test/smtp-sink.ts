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
  /** Every message received, in arrival order. */
  mails: ReceivedMail[];
  /** Resolves once at least `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a local port (a free one unless given) that keeps every message it
 * receives, parsed. Used by the server's tests and the browser flows.
 */
export async function startSmtpSink(
  options: {
    port?: number;
    /** How long the server takes to accept each message (a slow SMTP relay). */
    delayMs?: number;
  } = {},
): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
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
          for (const wake of waiters) wake();
          setTimeout(callback, options.delayMs ?? 0);
        })
        .catch(callback);
    },
  });
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

  return { port, mails, waitFor, close: () => new Promise((resolve) => server.close(() => resolve())) };
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
