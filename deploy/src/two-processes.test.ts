import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHUNK_RETRY_DELAYS_MS } from '@vitrine/core/chunked-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo.ts';
import { enqueueMail } from '../../apps/server/src/mail/outbox-repository.ts';
import { DEMO_HOST, demoFixture, FIXTURE_PASSWORD } from '../../apps/server/src/test/demo-fixture.ts';
import { type SmtpSink, startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';
import { HttpAgent } from './http-agent.ts';
import { type Deployment, startDeployment } from './local-deployment.ts';
import { createOwnPostgres, type OwnPostgres } from './own-postgres.ts';

const CHUNK = 1_000_000;

/** The object of a JSON tree with this id and a `price` field (a unit in /domain's tree). */
function unitIn(tree: unknown, id: number): { id: number; price: number | null } | undefined {
  if (Array.isArray(tree)) {
    for (const item of tree) {
      const found = unitIn(item, id);
      if (found) return found;
    }
  } else if (tree && typeof tree === 'object') {
    const record = tree as Record<string, unknown>;
    if (record.id === id && 'price' in record && 'status_id' in record) return record as never;
    for (const value of Object.values(record)) {
      const found = unitIn(value, id);
      if (found) return found;
    }
  }
  return undefined;
}

describe('two Vitrine processes behind nginx, on PostgreSQL and a bucket', () => {
  let dir: string;
  let deployment: Deployment;
  let smtp: SmtpSink;
  let postgres: OwnPostgres;
  const admin = new HttpAgent();
  const visitor = new HttpAgent({ host: DEMO_HOST });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-deploy-'));
    // Each message takes 300 ms to be accepted: a batch outlives a shutdown.
    smtp = await startSmtpSink({ delayMs: 300 });
    // A PostgreSQL of the suite's own, which a test restarts.
    postgres = await createOwnPostgres();
    deployment = await startDeployment({
      dir,
      postgresAdminUrl: postgres.adminUrl,
      env: { DEMO: '0', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      prepare: async (databaseUrl) => {
        const db = createDatabase({ dialect: 'postgres', url: databaseUrl });
        try {
          await migrateToLatest(db);
          await seedDemo(db, demoFixture);
        } finally {
          await db.destroy();
        }
      },
    });
    await admin.signIn(deployment.url, 'Admin@Vitrine.test', FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    await deployment?.stop();
    await postgres?.drop();
    await smtp?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const first = () => deployment.processes[0]!;
  const second = () => deployment.processes[1]!;
  /** Mails queued as a lead would queue them, one to each address (the processes send them). */
  async function queueMails(recipients: readonly string[]): Promise<void> {
    const db = createDatabase({ dialect: 'postgres', url: deployment.databaseUrl });
    try {
      for (const to of recipients)
        await enqueueMail(
          db,
          { to, subject: `Pour ${to}`, text: 'Bonjour', html: '<p>Bonjour</p>' },
          { kind: 'lead-sales' },
        );
    } finally {
      await db.destroy();
    }
  }

  it('shares the session and a price change at once: each process shows what the other saved', async () => {
    const units = await admin.request(deployment.url, 'GET', '/api/units?pagination=0');
    expect(units.status, units.text).toBe(200);
    const unit = (units.json().data as { id: number; status_id: number; price: number | null }[]).find(
      (candidate) => candidate.status_id === 1 && candidate.price,
    )!;
    // The session made through nginx is good on each process.
    for (const process of [first(), second()])
      expect((await admin.request(process.url, 'GET', '/api/auth/user')).status).toBe(200);

    for (const [writer, reader] of [
      [first(), second()],
      [second(), first()],
    ]) {
      const price = 400_000 + Math.floor(Math.random() * 100_000);
      const saved = await admin.request(writer!.url, 'PUT', `/api/units/${unit.id}`, { json: { price } });
      expect(saved.status, saved.text).toBe(200);
      const shown = await visitor.request(reader!.url, 'GET', '/domain');
      expect(unitIn(shown.json(), unit.id)?.price).toBe(price);
      // through nginx too, whichever process answers (twice: round robin)
      for (let i = 0; i < 2; i++)
        expect(unitIn((await visitor.request(deployment.url, 'GET', '/domain')).json(), unit.id)?.price).toBe(
          price,
        );
    }
  });

  it('takes a chunked upload whose chunks reach different processes, and stores it in the bucket', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * CHUNK - 9, 0x42)]);
    const start = await admin.request(first().url, 'POST', '/api/filepond', {
      headers: { 'upload-length': String(content.length) },
      body: '',
    });
    expect(start.status, start.text).toBe(200);
    const id = start.text;
    for (let offset = 0, turn = 0; offset < content.length; offset += CHUNK, turn++) {
      const process = turn % 2 === 0 ? second() : first();
      const patch = await admin.request(process.url, 'PATCH', `/api/filepond?patch=${id}`, {
        body: content.subarray(offset, offset + CHUNK),
        headers: {
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          'upload-length': String(content.length),
          'upload-name': 'plan.pdf',
        },
      });
      expect(patch.status, patch.text).toBe(204);
    }
    const units = (await admin.request(deployment.url, 'GET', '/api/units?pagination=0')).json().data;
    const saved = await admin.request(deployment.url, 'PUT', `/api/units/${units[0].id}`, {
      json: { blueprints: [id] },
    });
    expect(saved.status, saved.text).toBe(200);
    const url: string = saved.json().data.blueprints.url;
    for (const process of [first(), second()]) {
      const stored = await fetch(`${process.url}${url}`);
      expect(stored.status).toBe(200);
      expect(Buffer.from(await stored.arrayBuffer()).equals(content)).toBe(true);
    }
  });

  it('resumes through nginx an upload whose process was killed (SIGKILL) in the middle of a chunk', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * CHUNK - 9, 0x43)]);
    const start = await admin.request(first().url, 'POST', '/api/filepond', {
      headers: { 'upload-length': String(content.length) },
      body: '',
    });
    const id = start.text;
    const chunkHeaders = (offset: number) => ({
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'upload-length': String(content.length),
      'upload-name': 'plan.pdf',
    });
    // A third of the first chunk reaches the second process.
    const cut = httpRequest(`${second().url}/api/filepond?patch=${id}`, {
      method: 'PATCH',
      headers: { ...chunkHeaders(0), ...admin.headersFor('PATCH'), 'content-length': String(CHUNK) },
    });
    const cutEnded = new Promise<void>((resolve) => {
      cut.on('error', () => resolve());
      cut.on('response', () => resolve());
    });
    cut.write(content.subarray(0, CHUNK / 3));
    // Once the second process writes the chunk (it holds the upload's writer lease), it dies.
    const db = createDatabase({ dialect: 'postgres', url: deployment.databaseUrl });
    try {
      const writing = () =>
        db.selectFrom('temporary_uploads').select('writer').where('id', '=', id).executeTakeFirstOrThrow();
      while ((await writing()).writer === null) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await db.destroy();
    }
    await second().kill('SIGKILL');
    await cutEnded;

    // FilePond asks where to resume, then sends the chunk on its retry schedule.
    const head = await admin.request(deployment.url, 'HEAD', `/api/filepond?patch=${id}`);
    expect(head.headers.get('upload-offset')).toBe('0');
    const resumed = Date.now();
    const send = async (offset: number) => {
      for (const delay of [0, ...CHUNK_RETRY_DELAYS_MS]) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        const answer = await admin.request(deployment.url, 'PATCH', `/api/filepond?patch=${id}`, {
          body: content.subarray(offset, offset + CHUNK),
          headers: chunkHeaders(offset),
        });
        if (answer.status === 204) return;
        expect(answer.status, answer.text).toBe(409);
      }
      throw new Error(`the chunk at ${offset} was refused past the browser's last retry`);
    };
    await send(0);
    const waited = Date.now() - resumed;
    await send(CHUNK);
    const units = (await admin.request(deployment.url, 'GET', '/api/units?pagination=0')).json().data;
    const saved = await admin.request(deployment.url, 'PUT', `/api/units/${units[1].id}`, {
      json: { blueprints: [id] },
    });
    expect(saved.status, saved.text).toBe(200);
    const stored = await fetch(`${deployment.url}${saved.json().data.blueprints.url}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(content)).toBe(true);
    console.log(
      `upload cut by SIGKILL mid-chunk: resumed on the other process after ${waited} ms, stored whole`,
    );
    await second().start();
  });

  it('keeps answering through nginx while a process is killed (SIGKILL), and takes it back once restarted', async () => {
    const statuses: number[] = [];
    let killed = false;
    const load = async () => {
      for (let i = 0; i < 60; i++) {
        const response = await visitor.request(deployment.url, 'GET', '/domain');
        statuses.push(response.status);
        if (i === 15 && !killed) {
          killed = true;
          await second().kill('SIGKILL');
        }
      }
    };
    await Promise.all([load(), load(), load(), load()]);
    expect(killed).toBe(true);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(240);
    // The admin's session lives in the database: writes go on through the process left.
    const units = await admin.request(deployment.url, 'GET', '/api/units?pagination=0');
    expect(units.status).toBe(200);
    await second().start();
    expect((await admin.request(second().url, 'GET', '/api/auth/user')).status).toBe(200);
    console.log(
      `SIGKILL under load: ${statuses.length} requests through nginx, ${statuses.filter((s) => s !== 200).length} failed`,
    );
  });

  it('on SIGTERM a process sends the mail in hand, exits, and the other sends the rest of its batch: each mail once', async () => {
    // The first process alone claims the batch; the second comes back while it is being sent.
    await second().kill('SIGTERM');
    const before = smtp.mails.length;
    const recipients = Array.from({ length: 12 }, (_, index) => `arret-${index + 1}@deploy.example.be`);
    await queueMails(recipients);
    await smtp.waitFor(before + 2, 20_000);
    await second().start();
    const asked = Date.now();
    await first().kill('SIGTERM');
    const stoppedIn = Date.now() - asked;
    await smtp.waitFor(before + recipients.length, 30_000);
    // a little longer, for a duplicate that would come late
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = smtp.mails.slice(before).flatMap((mail) => mail.to);
    expect(received.sort()).toEqual([...recipients].sort());
    expect(first().output()).toContain('SIGTERM received');
    expect(stoppedIn).toBeLessThan(5000);
    console.log(
      `SIGTERM during a batch of ${recipients.length} mails: stopped in ${stoppedIn} ms, ${received.length} delivered, ${received.length - new Set(received).size} duplicates`,
    );
    await first().start();
  });
  it('answers 503 without a trace while PostgreSQL restarts, then serves, signs in and sends as before', async () => {
    await postgres.stop();
    let restarted = false;
    try {
      const health = await visitor.request(deployment.url, 'GET', '/health');
      expect(health.status).toBe(503);
      for (const path of ['/domain', '/api/units?pagination=0']) {
        const answer = await admin.request(deployment.url, 'GET', path);
        expect(answer.status, path).toBeGreaterThanOrEqual(500);
        expect(answer.text).not.toMatch(/\bat \S+ \(|ECONNREFUSED|node_modules|SELECT|select /);
      }
      await postgres.start();
      restarted = true;
    } finally {
      if (!restarted) await postgres.start();
    }
    const back = Date.now();
    while ((await visitor.request(deployment.url, 'GET', '/health')).status !== 200) {
      expect(Date.now() - back).toBeLessThan(20_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`PostgreSQL restarted: the site answered again ${Date.now() - back} ms after it was up`);
    for (const process of [first(), second()])
      expect((await admin.request(process.url, 'GET', '/api/auth/user')).status).toBe(200);
    const units = (await admin.request(deployment.url, 'GET', '/api/units?pagination=0')).json().data;
    const price = 512_345;
    const saved = await admin.request(deployment.url, 'PUT', `/api/units/${units[0].id}`, {
      json: { price },
    });
    expect(saved.status, saved.text).toBe(200);

    const before = smtp.mails.length;
    await queueMails(['apres-panne@deploy.example.be']);
    await smtp.waitFor(before + 1, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.mails.slice(before).map((mail) => mail.to)).toEqual([['apres-panne@deploy.example.be']]);
  });
  it('keeps the mails while the SMTP server is down and sends each once when it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const db = createDatabase({ dialect: 'postgres', url: deployment.databaseUrl });
    const recipients = [
      'panne-1@deploy.example.be',
      'panne-2@deploy.example.be',
      'panne-3@deploy.example.be',
    ];
    await queueMails(recipients);
    try {
      // Every mail tried once against the closed port (workers poll every 5 s), none given up.
      const tried = async () =>
        db
          .selectFrom('mail_outbox')
          .select(['attempts', 'sent_at', 'failed_at'])
          .where('payload', 'like', '%panne-%')
          .execute();
      const until = Date.now() + 20_000;
      while ((await tried()).some((row) => row.attempts === 0)) {
        expect(Date.now()).toBeLessThan(until);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await tried()).every((row) => row.sent_at === null && row.failed_at === null)).toBe(true);
      smtp = await startSmtpSink({ port });
      // the first retry comes 30 s after the failed attempt
      await smtp.waitFor(recipients.length, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.mails.flatMap((mail) => mail.to).sort()).toEqual(recipients);
      expect((await tried()).every((row) => row.sent_at !== null)).toBe(true);
      console.log(`SMTP down: ${recipients.length} mails kept, sent once each when it came back`);
    } finally {
      await db.destroy();
    }
  });
});
