import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config.ts';

/** Sends one composed message; resolves with where it went (SMTP answer or .eml file). */
export type MailDelivery = (message: SendMailOptions & { messageId: string }) => Promise<string>;

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Over SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * MAIL_DIR, so a laptop install loses nothing and a developer can open what was "sent".
 */
export function createMailDelivery(config: Pick<Config, 'smtpUrl' | 'mailDir'>): MailDelivery {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return async (message) => {
      const info = await transport.sendMail(message);
      return `SMTP ${String(info.response ?? '').slice(0, 200)}`;
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail(message);
    await mkdir(config.mailDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(message.messageId)}.eml`;
    const file = join(config.mailDir, name);
    await writeFile(file, info.message as Buffer);
    return file;
  };
}

function safeName(messageId: string): string {
  return messageId.replace(/[^a-zA-Z0-9.-]+/g, '_').replace(/^_+|_+$/g, '');
}
