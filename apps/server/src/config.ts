import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are resolved against it, not the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  database: DatabaseConfig;
  storageDir: string;
  /** The built SPA (apps/web/dist); served only when it exists. */
  webDistDir: string;
  sessionSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Without SMTP_URL, mails are written here as .eml files. */
  mailDir: string;
  /** Receives lead notifications when the site has no `sales-email` setting. */
  salesNotificationEmail: string | null;
  captcha: CaptchaConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seed the demo development when the database is empty (default: only for a local APP_URL). */
  demo: boolean;
  /** Size of the demo's rendered pictures: 1 full size; smaller is faster (tests, small machines). */
  demoScale: number;
  /**
   * Behind a load balancer: the proxies whose X-Forwarded-For/-Host/-Proto are trusted, as a hop
   * count (1: the client is the address the one proxy appended) or their addresses/CIDRs; 0: none.
   */
  trustProxy: number | string[];
  /** Encrypts CRM credentials; null: a key generated once under data/ (features/crm/crm-secrets.ts). */
  crmEncryptionKey: string | null;
  /** How long a call to a CRM may take before it counts as failed (and is retried). */
  crmTimeoutMs: number;
  /** Lets CRM calls reach loopback and private addresses: tests and local CRMs only. */
  crmAllowPrivateHosts: boolean;
  /**
   * How long a process's claim on a queued mail, CRM push or media job lasts past its last sign
   * of life (QUEUE_LOCK_SECONDS): what a process killed outright leaves waits this long before
   * another takes it. Null: each queue's own (2 min for mails and jobs, 4 × CRM_TIMEOUT_MS and
   * at least 1 min for CRM pushes).
   */
  queueLockMs: number | null;
  /** Separate origin of stored files (a CDN): their URLs start with it instead of /storage. */
  mediaUrl: string | null;
  /** Upload quotas and size limits (features/uploads). */
  uploads: UploadLimits;
}

/** Sizes in bytes. Quotas count what a user (or all users of a corporation) sent over 24 hours. */
export interface UploadLimits {
  userDailyBytes: number;
  corporationDailyBytes: number;
  imageBytes: number;
  videoBytes: number;
  archiveBytes: number;
  /** Unclaimed uploads (and chunked uploads left unfinished) older than this are deleted. */
  staleMs: number;
}

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha';
  /** Signs ALTCHA challenges (default: derived from the session secret). */
  altchaHmacKey: string;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  /** Google's siteverify URL; tests point it at a local server. */
  recaptchaVerifyUrl: string;
  recaptchaMinScore: number;
}

/** A configuration problem, told in one line to whoever starts the server. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

const ZEnv = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('data/vitrine.sqlite'),
  STORAGE_DIR: z.string().min(1).default('data/storage'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  APP_URL: z.url({ error: 'APP_URL must be an absolute URL such as https://vitrine.example.com' }).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must hold at least 32 characters').optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'MAIL_FROM must be a sender such as Vitrine <no-reply@example.com>')
    .default('Vitrine <no-reply@localhost>'),
  MAIL_DIR: z.string().min(1).default('data/mail'),
  SALES_NOTIFICATION_EMAIL: z
    .email({ error: 'SALES_NOTIFICATION_EMAIL must be an e-mail address' })
    .optional(),
  CAPTCHA_PROVIDER: z
    .enum(['altcha', 'recaptcha'], { error: 'CAPTCHA_PROVIDER must be altcha or recaptcha' })
    .default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(16, 'ALTCHA_HMAC_KEY must hold at least 16 characters').optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ error: 'RECAPTCHA_VERIFY_URL must be an absolute URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce
    .number({ error: 'RECAPTCHA_MIN_SCORE must be a number between 0 and 1' })
    .min(0, 'RECAPTCHA_MIN_SCORE must be between 0 and 1')
    .max(1, 'RECAPTCHA_MIN_SCORE must be between 0 and 1')
    .default(0.5),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  DEMO: flag('DEMO').optional(),
  DEMO_SCALE: z.coerce
    .number({ error: 'DEMO_SCALE must be a number' })
    .gt(0, 'DEMO_SCALE must be above 0 and at most 1')
    .max(1, 'DEMO_SCALE must be above 0 and at most 1')
    .default(1),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const proxies = parseTrustProxy(value);
      if (proxies === null) context.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
      return proxies ?? 0;
    })
    .default(0),
  CRM_ENCRYPTION_KEY: z.string().min(32, 'CRM_ENCRYPTION_KEY must hold at least 32 characters').optional(),
  CRM_TIMEOUT_MS: z.coerce
    .number({ error: 'CRM_TIMEOUT_MS must be a number of milliseconds' })
    .int('CRM_TIMEOUT_MS must be a whole number')
    .min(50, 'CRM_TIMEOUT_MS must be at least 50')
    .default(10_000),
  CRM_ALLOW_PRIVATE_HOSTS: flag('CRM_ALLOW_PRIVATE_HOSTS').default(false),
  QUEUE_LOCK_SECONDS: z.coerce
    .number({ error: 'QUEUE_LOCK_SECONDS must be a number of seconds' })
    .int('QUEUE_LOCK_SECONDS must be a whole number of seconds')
    .min(1, 'QUEUE_LOCK_SECONDS must be at least 1')
    .optional(),
  UPLOAD_QUOTA_USER_MB: megabytes('UPLOAD_QUOTA_USER_MB', 5120),
  UPLOAD_QUOTA_CORPORATION_MB: megabytes('UPLOAD_QUOTA_CORPORATION_MB', 20480),
  UPLOAD_MAX_IMAGE_MB: megabytes('UPLOAD_MAX_IMAGE_MB', 40),
  UPLOAD_MAX_VIDEO_MB: megabytes('UPLOAD_MAX_VIDEO_MB', 1024),
  UPLOAD_MAX_ARCHIVE_MB: megabytes('UPLOAD_MAX_ARCHIVE_MB', 1024),
  UPLOAD_STALE_HOURS: z.coerce
    .number({ error: 'UPLOAD_STALE_HOURS must be a number of hours' })
    .gt(0, 'UPLOAD_STALE_HOURS must be above 0')
    .default(24),
  MEDIA_URL: z
    .url({
      protocol: /^https?$/,
      error: 'MEDIA_URL must be an http(s) URL such as https://media.example.com',
    })
    .refine((value) => !/[?#]/.test(value), 'MEDIA_URL must have no query or fragment')
    .optional(),
});

/** A size in MB (1 MB = 1,048,576 bytes), at least 1. */
function megabytes(variable: string, fallback: number) {
  return z.coerce
    .number({ error: `${variable} must be a number of megabytes` })
    .int(`${variable} must be a whole number of megabytes`)
    .min(1, `${variable} must be at least 1`)
    .default(fallback);
}

function flag(variable: string) {
  return z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine(
      (value) => TRUE_WORDS.includes(value) || FALSE_WORDS.includes(value),
      `${variable} must be 1 or 0`,
    )
    .transform((value) => TRUE_WORDS.includes(value));
}

const TRUST_PROXY_EXPECTED =
  'TRUST_PROXY must be the number of proxies in front of the server (such as 1) or a comma list of their addresses or CIDRs (such as 10.0.0.0/8); true or all is refused, as it would trust a forged X-Forwarded-For';
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** A hop count, a list of proxy addresses/CIDRs (or proxy-addr's names), or null when neither. */
function parseTrustProxy(text: string): number | string[] | null {
  const value = text.trim().toLowerCase();
  if (FALSE_WORDS.includes(value)) return 0;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the configured proxies. A hop count is a function: this Fastify
 * ignores a bare number (it cannot tell the proxy from a direct client), and a count is what
 * operators know of a load balancer whose address changes.
 */
export function fastifyTrustProxy(proxies: number | string[]): false | string[] | TrustFunction {
  if (Array.isArray(proxies)) return proxies;
  if (proxies === 0) return false;
  return (_address, hop) => hop < proxies;
}
type TrustFunction = (address: string, hop: number) => boolean;

/** Whether an APP_URL names this machine: the demo (public password) is only seeded there by default. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost');
}

/**
 * A ConfigError for the first issue of a parsed environment: the variable and what it expects,
 * never the value (it may be a secret: SESSION_SECRET, CRM_ENCRYPTION_KEY, SMTP_URL…).
 */
export function envError(error: z.ZodError): ConfigError {
  const issue = error.issues[0]!;
  const variable = String(issue.path[0] ?? 'environment');
  return new ConfigError(issue.message.includes(variable) ? issue.message : `${variable}: ${issue.message}`);
}

/** Parses the environment into a Config; throws a ConfigError naming the first wrong variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(defined);
  if (!parsed.success) throw envError(parsed.error);
  const values = parsed.data;
  if (values.CAPTCHA_PROVIDER === 'recaptcha' && !values.RECAPTCHA_SECRET) {
    throw new ConfigError('RECAPTCHA_SECRET is required when CAPTCHA_PROVIDER=recaptcha');
  }
  // A claim must outlast the work it covers: a CRM push may make two calls (Unlatch's token, then the lead).
  if (
    values.QUEUE_LOCK_SECONDS !== undefined &&
    values.QUEUE_LOCK_SECONDS * 1000 <= 2 * values.CRM_TIMEOUT_MS
  ) {
    throw new ConfigError(
      'QUEUE_LOCK_SECONDS must be longer than two CRM calls (2 × CRM_TIMEOUT_MS), or a push could be sent twice',
    );
  }
  const storageDir = fromRoot(values.STORAGE_DIR);
  // Without SESSION_SECRET, one is generated once and kept next to the storage folder.
  const sessionSecret = values.SESSION_SECRET ?? persistedSecret(join(dirname(storageDir), 'session-secret'));
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    appUrl,
    database: parseDatabaseUrl(values.DATABASE_URL),
    storageDir,
    webDistDir: fromRoot(values.WEB_DIST_DIR),
    sessionSecret,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    mailDir: fromRoot(values.MAIL_DIR),
    salesNotificationEmail: values.SALES_NOTIFICATION_EMAIL ?? null,
    captcha: {
      provider: values.CAPTCHA_PROVIDER,
      altchaHmacKey:
        values.ALTCHA_HMAC_KEY ?? createHmac('sha256', sessionSecret).update('altcha').digest('hex'),
      recaptchaSecret: values.RECAPTCHA_SECRET ?? null,
      recaptchaSiteKey: values.RECAPTCHA_SITE_KEY ?? null,
      recaptchaVerifyUrl: values.RECAPTCHA_VERIFY_URL,
      recaptchaMinScore: values.RECAPTCHA_MIN_SCORE,
    },
    logLevel: values.LOG_LEVEL,
    demo: values.DEMO ?? isLocalUrl(appUrl),
    demoScale: values.DEMO_SCALE,
    trustProxy: values.TRUST_PROXY,
    crmEncryptionKey: values.CRM_ENCRYPTION_KEY ?? null,
    crmTimeoutMs: values.CRM_TIMEOUT_MS,
    crmAllowPrivateHosts: values.CRM_ALLOW_PRIVATE_HOSTS,
    queueLockMs: values.QUEUE_LOCK_SECONDS === undefined ? null : values.QUEUE_LOCK_SECONDS * 1000,
    uploads: {
      userDailyBytes: values.UPLOAD_QUOTA_USER_MB * MB,
      corporationDailyBytes: values.UPLOAD_QUOTA_CORPORATION_MB * MB,
      imageBytes: values.UPLOAD_MAX_IMAGE_MB * MB,
      videoBytes: values.UPLOAD_MAX_VIDEO_MB * MB,
      archiveBytes: values.UPLOAD_MAX_ARCHIVE_MB * MB,
      staleMs: values.UPLOAD_STALE_HOURS * 3_600_000,
    },
    mediaUrl: values.MEDIA_URL?.replace(/\/+$/, '') ?? null,
  };
}

const MB = 1024 * 1024;

/**
 * `postgres://…` or `postgresql://…` selects PostgreSQL; `sqlite:<path>`, `file:<path>` or a bare
 * path selects a SQLite file (relative paths from the repository root).
 */
export function parseDatabaseUrl(value: string): DatabaseConfig {
  const text = value.trim();
  if (/^postgres(ql)?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (!url.hostname || url.pathname.length <= 1) throw new Error('incomplete');
    } catch {
      throw new ConfigError(
        `DATABASE_URL is not a valid PostgreSQL URL (expected postgres://user@host:5432/name)`,
      );
    }
    return { dialect: 'postgres', url: text };
  }
  const sqlite = /^(sqlite|file):(\/\/)?(.+)$/i.exec(text);
  if (sqlite) return { dialect: 'sqlite', file: fromRoot(sqlite[3]!) };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.includes('\n')) {
    throw new ConfigError(
      'DATABASE_URL must be a postgres:// URL or a SQLite file path such as data/vitrine.sqlite',
    );
  }
  return { dialect: 'sqlite', file: text === ':memory:' ? text : fromRoot(text) };
}

/** A database URL without its password and query (which may hold one), fit for logs and error lines. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/[^/]*@/, '//***@').replace(/\?.*$/, '');
  }
}

export function describeDatabase(database: DatabaseConfig): string {
  return database.dialect === 'postgres' ? redactUrl(database.url) : `SQLite ${database.file}`;
}

function fromRoot(path: string): string {
  return isAbsolute(path) || path === ':memory:' ? path : resolve(REPO_ROOT, path);
}

/** A random secret kept in `file` (created on first use, mode 600). */
export function persistedSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let loaded: Config | undefined;

/** The process configuration, parsed once from process.env. */
export function loadConfig(): Config {
  loaded ??= parseConfig(process.env);
  return loaded;
}
