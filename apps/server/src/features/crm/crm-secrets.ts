import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { type Config, persistedSecret } from '../../config.ts';

const VERSION = 'v1';

/** The 32-byte key that encrypts CRM credentials, from CRM_ENCRYPTION_KEY or a secret kept under data/. */
export function crmKeyOf(config: Pick<Config, 'crmEncryptionKey' | 'storageDir'>): Buffer {
  const secret =
    config.crmEncryptionKey ?? persistedSecret(join(dirname(config.storageDir), 'crm-encryption-key'));
  return Buffer.from(hkdfSync('sha256', secret, 'vitrine', 'crm-credentials', 32));
}

/** Thrown when stored credentials cannot be read back (another key, or tampered data). */
export class CredentialsUnreadableError extends Error {
  override name = 'CredentialsUnreadableError';
}

/**
 * AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` (project and provider) is
 * authenticated too, so a ciphertext copied onto another connection does not decrypt.
 */
export function encryptCredentials(
  key: Buffer,
  context: string,
  credentials: Record<string, unknown>,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptCredentials(key: Buffer, context: string, envelope: string): Record<string, unknown> {
  const [version, iv, tag, data] = envelope.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new CredentialsUnreadableError('unknown credentials format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new CredentialsUnreadableError(
      'CRM credentials cannot be decrypted (was CRM_ENCRYPTION_KEY changed?)',
    );
  }
}

/** What binds a ciphertext to its connection. */
export const credentialsContext = (projectId: number, provider: string) => `crm:${projectId}:${provider}`;
