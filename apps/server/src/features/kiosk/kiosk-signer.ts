import { createHmac } from 'node:crypto';
import type { KioskSign } from '@vitrine/core/kiosk/kiosk-token';

/**
 * Signs kiosk tokens with a key of their own, derived from the server's session secret
 * (SESSION_SECRET, else the one generated under data/): every process of an install signs alike,
 * and a key used for sessions or CSRF never signs a kiosk token.
 */
export function kioskSigner(sessionSecret: string): KioskSign {
  const key = createHmac('sha256', sessionSecret).update('vitrine:kiosk-token').digest();
  return (body) => createHmac('sha256', key).update(body).digest('base64url');
}
