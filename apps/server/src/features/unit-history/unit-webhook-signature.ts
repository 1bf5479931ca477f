import { createHmac, randomBytes } from 'node:crypto';

/** The headers of a signed unit-changes delivery. */
export const WEBHOOK_HEADERS = {
  timestamp: 'x-vitrine-timestamp',
  signature: 'x-vitrine-signature',
  delivery: 'x-vitrine-delivery',
  event: 'x-vitrine-event',
} as const;

/** A new signing secret: 32 random bytes, hex. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * `sha256=` + HMAC-SHA256 under the secret of `<timestamp>.<body>`: the receiver recomputes it
 * from the raw body and the X-Vitrine-Timestamp header, and refuses an old timestamp (a replay).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
