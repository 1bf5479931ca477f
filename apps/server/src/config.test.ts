import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPO_ROOT } from './config.ts';
import { storageDriverFromEnv } from './plugins/storage-driver.ts';

const SECRET = { SESSION_SECRET: 'a-session-secret-of-at-least-32-chars' };

function configError(env: Record<string, string>): string {
  try {
    parseConfig({ ...SECRET, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('the configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('works on a laptop without any variable: SQLite and files under data/, port 8080, demo on', () => {
    const config = parseConfig(SECRET);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      appUrl: 'http://localhost:8080',
      database: { dialect: 'sqlite', file: join(REPO_ROOT, 'data/vitrine.sqlite') },
      storageDir: join(REPO_ROOT, 'data/storage'),
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      smtpUrl: null,
      logLevel: 'info',
      demo: true,
      trustProxy: 0,
    });
  });

  it('switches to PostgreSQL for a postgres:// URL', () => {
    const url = 'postgres://vitrine:secret@db.internal:5432/vitrine';
    expect(parseConfig({ ...SECRET, DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url });
    expect(parseConfig({ ...SECRET, DATABASE_URL: 'postgresql://h/db' }).database.dialect).toBe('postgres');
  });

  it('reads SQLite paths with or without a scheme, relative to the repository root', () => {
    expect(parseConfig({ ...SECRET, DATABASE_URL: 'sqlite:data/x.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      file: join(REPO_ROOT, 'data/x.sqlite'),
    });
    expect(parseConfig({ ...SECRET, DATABASE_URL: '/var/lib/vitrine.db' }).database).toEqual({
      dialect: 'sqlite',
      file: '/var/lib/vitrine.db',
    });
  });

  it('reads flags, levels and URLs', () => {
    const config = parseConfig({
      ...SECRET,
      DEMO: 'off',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'warn',
      APP_URL: 'https://vitrine.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
    });
    expect(config).toMatchObject({
      demo: false,
      trustProxy: 2,
      logLevel: 'warn',
      appUrl: 'https://vitrine.example.com',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
    });
  });

  it('names the variable and what it expects in one line when a value is wrong', () => {
    expect(configError({ DATABASE_URL: 'mysql://root@localhost/vitrine' })).toBe(
      'DATABASE_URL must be a postgres:// URL or a SQLite file path such as data/vitrine.sqlite',
    );
    expect(configError({ DATABASE_URL: 'postgres://:secret@/' })).toContain('not a valid PostgreSQL URL');
    expect(configError({ PORT: 'eighty' })).toBe('PORT must be a number');
    expect(configError({ PORT: '70000' })).toBe('PORT must be between 0 and 65535');
    expect(configError({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL must be one of');
    expect(configError({ DEMO: 'maybe' })).toBe('DEMO must be 1 or 0');
    expect(configError({ RECAPTCHA_MIN_SCORE: 'high' })).toBe(
      'RECAPTCHA_MIN_SCORE must be a number between 0 and 1',
    );
    expect(configError({ SMTP_URL: 'http://mail' })).toContain('SMTP_URL must look like');
    expect(configError({ SESSION_SECRET: 'short' })).toContain('at least 32 characters');
    for (const message of [configError({ PORT: '-1' }), configError({ APP_URL: 'nope' })]) {
      expect(message).not.toContain('\n');
    }
  });

  it('hides the password of a database URL in its messages', () => {
    expect(configError({ DATABASE_URL: 'mongodb://admin:hunter2@db/x' })).not.toContain('hunter2');
  });

  // Each secret, wrong, with a marker: the error names the variable and never shows the value.
  const MARKER = 'MARKER-7f3a9c';
  it.each([
    ['SESSION_SECRET', `${MARKER}-short`],
    ['CRM_ENCRYPTION_KEY', `${MARKER}-short`],
    ['ALTCHA_HMAC_KEY', MARKER.slice(0, 10)],
    ['SMTP_URL', `http://mailer:${MARKER}@mail.example.com:587`],
    ['DATABASE_URL', `mysql://root:${MARKER}@db.example.com/vitrine`],
    ['DATABASE_URL', `postgres://root:${MARKER}@/`],
  ])('does not echo a wrong %s in its error', (variable, value) => {
    const marker = variable === 'ALTCHA_HMAC_KEY' ? value : MARKER;
    const message = configError({ [variable]: value });
    expect(message).toContain(variable);
    expect(message).not.toContain(marker);
  });

  it.each([
    ['S3_ENDPOINT', `https//${MARKER}`],
    ['STORAGE_DRIVER', MARKER],
  ])('does not echo a wrong %s of the storage driver in its error', (variable, value) => {
    let message = '';
    try {
      storageDriverFromEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', [variable]: value }, dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(variable);
    expect(message).not.toContain(MARKER);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and CIDRs', () => {
    const trust = (value: string) => parseConfig({ ...SECRET, TRUST_PROXY: value }).trustProxy;
    expect(trust('0')).toBe(0);
    expect(trust('off')).toBe(0);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.2, 10.1.0.0/16,fd00::/8, loopback')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const refused of ['true', 'all', 'yes', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/2']) {
      expect(configError({ TRUST_PROXY: refused })).toContain('TRUST_PROXY must be the number of proxies');
    }
  });

  it('seeds the demo by default only for a local APP_URL; DEMO=1 or DEMO=0 decides otherwise', () => {
    const demo = (env: Record<string, string>) => parseConfig({ ...SECRET, ...env }).demo;
    expect(demo({})).toBe(true);
    for (const url of [
      'http://localhost:8080',
      'http://127.0.0.1',
      'http://meuse.localhost',
      'http://[::1]:8080',
    ])
      expect(demo({ APP_URL: url }), url).toBe(true);
    expect(demo({ APP_URL: 'https://vitrine.example.com' })).toBe(false);
    expect(demo({ APP_URL: 'http://localhost.example.com' })).toBe(false);
    expect(demo({ APP_URL: 'https://vitrine.example.com', DEMO: '1' })).toBe(true);
    expect(demo({ APP_URL: 'http://localhost', DEMO: '0' })).toBe(false);
  });

  it('generates a session secret once and keeps it next to the storage folder', () => {
    const env = { STORAGE_DIR: join(dir, 'storage') };
    const first = parseConfig(env).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(parseConfig(env).sessionSecret).toBe(first);
  });
  it('reads upload quotas and size limits in MB, with defaults, and names a wrong one', () => {
    const { uploads } = parseConfig({ STORAGE_DIR: join(dir, 'storage'), UPLOAD_MAX_VIDEO_MB: '2048' });
    expect(uploads.userDailyBytes).toBe(5120 * 1024 * 1024);
    expect(uploads.corporationDailyBytes).toBe(20480 * 1024 * 1024);
    expect(uploads.videoBytes).toBe(2048 * 1024 * 1024);
    expect(uploads.staleMs).toBe(24 * 3600 * 1000);
    expect(configError({ UPLOAD_QUOTA_USER_MB: 'lots' })).toBe(
      'UPLOAD_QUOTA_USER_MB must be a number of megabytes',
    );
    expect(configError({ UPLOAD_MAX_IMAGE_MB: '0' })).toBe('UPLOAD_MAX_IMAGE_MB must be at least 1');
  });

  it('reads MEDIA_URL as an http(s) origin without a trailing slash, and refuses anything else', () => {
    expect(parseConfig({ ...SECRET, MEDIA_URL: 'https://media.example.com/' }).mediaUrl).toBe(
      'https://media.example.com',
    );
    expect(parseConfig(SECRET).mediaUrl).toBeNull();
    for (const value of ['javascript:alert(1)', 'media.example.com', 'https://cdn.example.com/?a=1'])
      expect(configError({ MEDIA_URL: value }), value).toMatch(/^MEDIA_URL/);
  });

  it('reads QUEUE_LOCK_SECONDS, the wait before the work of a killed process is taken again, and refuses one shorter than two CRM calls', () => {
    expect(parseConfig(SECRET).queueLockMs).toBeNull();
    expect(parseConfig({ ...SECRET, QUEUE_LOCK_SECONDS: '5', CRM_TIMEOUT_MS: '1500' }).queueLockMs).toBe(
      5000,
    );
    expect(configError({ QUEUE_LOCK_SECONDS: 'soon' })).toBe(
      'QUEUE_LOCK_SECONDS must be a number of seconds',
    );
    expect(configError({ QUEUE_LOCK_SECONDS: '0' })).toBe('QUEUE_LOCK_SECONDS must be at least 1');
    // the default CRM timeout is 10 s: a 20 s claim could end while a push is still being sent
    expect(configError({ QUEUE_LOCK_SECONDS: '20' })).toContain('2 × CRM_TIMEOUT_MS');
  });
});
