import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHUNK_RETRY_DELAYS_MS } from '@vitrine/core/chunked-upload';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { storageLayout } from '@vitrine/core/storage-layout';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo.ts';
import { adleadLot, startFakeAdlead } from '../../apps/server/src/features/crm/testing/fake-adlead.ts';
import {
  type FakeLeadCrm,
  startFakeEmerige,
} from '../../apps/server/src/features/crm/testing/fake-lead-crms.ts';
import { multipartBody } from '../../apps/server/src/features/uploads/test-uploads.ts';
import { enqueueMail } from '../../apps/server/src/mail/outbox-repository.ts';
import {
  DEMO_HOST,
  demoFixture,
  FIXTURE_PASSWORD,
  OTHER_HOST,
} from '../../apps/server/src/test/demo-fixture.ts';
import { type SmtpSink, startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';
import { HttpAgent } from './http-agent.ts';
import { type Deployment, startDeployment, type VitrineProcess } from './local-deployment.ts';
import { createOwnPostgres, type OwnPostgres } from './own-postgres.ts';

const CHUNK = 1_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, checking every `everyMs`; fails with `what` after `timeoutMs`. */
async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
  everyMs = 100,
) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/**
 * What the failures of the suite did and what came through, printed at its end: every lead,
 * mail and CRM push the tests expected is counted as delivered, duplicated or lost.
 */
const tally = {
  kills: 0,
  stops: 0,
  leads: 0,
  mails: 0,
  pushes: 0,
  lotChanges: 0,
  duplicates: 0,
  lost: 0,
};
/** Counts what a test expected (`expected`, one each) against what arrived (`arrived`, with repeats). */
function reckon(
  kind: 'leads' | 'mails' | 'pushes' | 'lotChanges',
  expected: readonly string[],
  arrived: readonly string[],
) {
  tally[kind] += arrived.length;
  tally.duplicates += arrived.length - new Set(arrived).size;
  tally.lost += expected.filter((one) => !arrived.includes(one)).length;
}

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
    // Each message waits 300 ms for its recipient to be checked: a batch outlives a shutdown.
    smtp = await startSmtpSink({ rcptDelayMs: 300 });
    // A PostgreSQL of the suite's own, which a test restarts.
    postgres = await createOwnPostgres();
    deployment = await startDeployment({
      dir,
      postgresAdminUrl: postgres.adminUrl,
      env: {
        DEMO: '0',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // What a killed process had claimed is taken again after 4 s instead of 2 minutes; a
        // claim still outlasts one send (a mail: 300 ms here; a CRM push: two calls of 1.5 s at most).
        QUEUE_LOCK_SECONDS: '4',
        CRM_TIMEOUT_MS: '1500',
        // the fake CRM listens on 127.0.0.1
        CRM_ALLOW_PRIVATE_HOSTS: '1',
      },
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
    for (const one of deployment.processes) {
      const kill = one.kill;
      one.kill = async (signal) => {
        if (one.isRunning()) tally[signal === 'SIGKILL' ? 'kills' : 'stops'] += 1;
        await kill(signal);
      };
    }
  });
  afterAll(async () => {
    console.log(
      `failure suite: ${HttpAgent.requests} requests, ${tally.kills} kills (SIGKILL) and ${tally.stops} stops (SIGTERM), ` +
        `${tally.leads} leads, ${tally.mails} mails, ${tally.pushes} CRM pushes, ${tally.lotChanges} unit changes from CRM syncs, ` +
        `${tally.duplicates} duplicates, ${tally.lost} lost`,
    );
    await deployment?.stop();
    await postgres?.drop();
    await smtp?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const first = () => deployment.processes[0]!;
  const second = () => deployment.processes[1]!;
  /**
   * Waits until nginx answers from a running process: it holds a process it saw fail for 5 s
   * (fail_timeout), and with the other one down a request (a POST above all) meanwhile gets 502.
   */
  async function servedThroughNginx(what: string): Promise<void> {
    await until(
      async () => (await visitor.request(deployment.url, 'GET', '/domain')).status === 200,
      15_000,
      what,
    );
  }
  /** Leaves `one` the only process running (its queues' work goes to it alone), nginx reaching it. */
  async function alone(one: VitrineProcess): Promise<void> {
    await Promise.all(
      deployment.processes.filter((other) => other !== one).map((other) => other.kill('SIGTERM')),
    );
    await one.start();
    await servedThroughNginx('nginx serving from the process left');
  }
  /** The demo site's project, which the CRM tests connect. */
  const demoProject = (db: ReturnType<typeof createDatabase>) =>
    db
      .selectFrom('projects')
      .innerJoin('domains', 'domains.id', 'projects.domain_id')
      .select('projects.id')
      .where('domains.host', '=', DEMO_HOST)
      .executeTakeFirstOrThrow();
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

  it('takes the site from the Host nginx received, never from an X-Forwarded-Host the client forged', async () => {
    const own = await visitor.request(deployment.url, 'GET', '/domain');
    expect(own.status, own.text).toBe(200);
    // the processes trust nginx's forwarded headers (TRUST_PROXY): nginx must set this one itself
    const forged = await visitor.request(deployment.url, 'GET', '/domain', {
      headers: { 'x-forwarded-host': OTHER_HOST },
    });
    expect(forged.status, forged.text).toBe(200);
    expect(forged.json().data.id).toBe(own.json().data.id);
    expect(forged.json().data.host).not.toBe(OTHER_HOST);
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
    reckon('mails', recipients, received);
    expect(received.sort()).toEqual([...recipients].sort());
    expect(first().output()).toContain('SIGTERM received');
    expect(stoppedIn).toBeLessThan(5000);
    console.log(
      `SIGTERM during a batch of ${recipients.length} mails: stopped in ${stoppedIn} ms, ${received.length} delivered, ${received.length - new Set(received).size} duplicates`,
    );
    await first().start();
  });

  it('sends every mail of a batch once when the sending process is killed (SIGKILL) in the middle of one', async () => {
    // The first process alone sends; the SMTP server takes 300 ms to check each recipient.
    await alone(first());
    const before = smtp.mails.length;
    const cutBefore = smtp.cut.length;
    const recipients = Array.from({ length: 10 }, (_, index) => `coupure-${index + 1}@deploy.example.be`);
    await queueMails(recipients);
    await smtp.waitFor(before + 3, 20_000);
    // Killed in the middle of a mail's SMTP transaction, before its data: the server has nothing
    // of it, and its outbox row, never marked sent, is sent again once its 4 s claim runs out.
    // The one window that gives a duplicate is narrower and later: from the final dot of the
    // data (when an MTA commits the message, before its 250) to the UPDATE that marks the row
    // sent — the MTA's time to answer plus one database write, milliseconds with a prompt MTA
    // (RFC 1047's duplicate message problem; SMTP cannot close it). A copy sent again carries
    // the same Message-ID (outbox-<row id>), by which mail clients merge it.
    await smtp.waitUntilCheckingRecipient(5000);
    const killed = Date.now();
    await first().kill('SIGKILL');
    // the second process, started, takes the batch over (the first stays down for the next test)
    await second().start();
    await smtp.waitFor(before + recipients.length, 30_000);
    const deliveredIn = Date.now() - killed;
    await sleep(1500);
    const accepted = smtp.mails.slice(before);
    const received = accepted.flatMap((mail) => mail.to);
    reckon('mails', recipients, received);
    expect(received.sort()).toEqual([...recipients].sort());
    expect(new Set(accepted.map((mail) => mail.messageId)).size).toBe(recipients.length);
    // the transaction the kill cut off was one of the batch's, and its mail came after all
    const cut = smtp.cut.slice(cutBefore);
    expect(cut).toHaveLength(1);
    expect(recipients).toContain(cut[0]);
    console.log(
      `SIGKILL in the middle of a batch of ${recipients.length} mails (cut off: ${cut[0]}): all delivered ${deliveredIn} ms after the kill, ${received.length - new Set(received).size} duplicates`,
    );
  });

  it('pushes every lead once to the CRM when the pushing process is killed (SIGKILL) with a push in flight', async () => {
    const emerige: FakeLeadCrm & { apiKey: string; endpoint: string } = await startFakeEmerige();
    const db = createDatabase({ dialect: 'postgres', url: deployment.databaseUrl });
    try {
      const project = await demoProject(db);
      await db.updateTable('projects').set({ emerige_id: 'EME-9' }).where('id', '=', project.id).execute();
      const connected = await admin.request(
        deployment.url,
        'PUT',
        `/api/projects/${project.id}/crm/emerige`,
        {
          json: { base_url: emerige.endpoint, credentials: { apiKey: emerige.apiKey } },
        },
      );
      expect(connected.status, connected.text).toBe(200);
      // The CRM stores each lead, then takes 400 ms to answer: a push killed while it waits has
      // reached the CRM, and the process never learnt it.
      emerige.goDown({ kind: 'slow-after-work', delayMs: 400 });

      // The second process alone pushes; six visitors send the contact form at once, through nginx.
      await alone(second());
      const emails = Array.from({ length: 6 }, (_, index) => `crm-${index + 1}@deploy.example.be`);
      const tokens: string[] = [];
      for (const _ of emails) {
        const challenge = await visitor.request(deployment.url, 'GET', '/captcha/challenge');
        const { provider: _provider, ...asked } = challenge.json();
        const solution = await solveChallenge({ challenge: asked, deriveKey });
        tokens.push(Buffer.from(JSON.stringify({ challenge: asked, solution })).toString('base64'));
      }
      const sent = await Promise.all(
        emails.map((email, index) =>
          visitor.request(deployment.url, 'POST', '/contact', {
            headers: { 'x-forwarded-for': `198.51.100.${index + 10}` },
            json: {
              first_name: 'Lucie',
              last_name: 'Martin',
              email,
              body: 'Je voudrais visiter.',
              recaptcha_token: tokens[index],
            },
          }),
        ),
      );
      for (const answer of sent) expect(answer.status, answer.text).toBe(200);
      const pushes = () => emerige.requests.filter((request) => request.path === '/leads').length;
      // Killed the moment the CRM holds the second push: stored there, not recorded here.
      await until(() => pushes() >= 2, 20_000, 'a second push in flight', 5);
      const killed = Date.now();
      await second().kill('SIGKILL');
      const beforeRestart = pushes();
      // the first process, started, takes the pushes over (the second stays down for the next test)
      await first().start();

      const contacts = () =>
        db
          .selectFrom('contacts')
          .innerJoin('crm_outbox', 'crm_outbox.contact_id', 'contacts.id')
          .select(['contacts.email', 'crm_outbox.status'])
          .where('contacts.email', 'in', emails)
          .execute();
      await until(
        async () => (await contacts()).filter((row) => row.status === 'pushed').length === emails.length,
        30_000,
        'every push recorded',
      );
      const pushedIn = Date.now() - killed;
      await sleep(1500);
      const stored = (await contacts()).map((row) => row.email);
      const received = emerige.leads.leads.map((lead) => String(lead.email));
      reckon('leads', emails, stored);
      reckon('pushes', emails, received);
      expect(stored.sort()).toEqual([...emails].sort());
      expect(received.sort()).toEqual([...emails].sort());
      // The push the kill cut off was sent again with its idempotency key: the CRM answered that
      // it had it (200 instead of 201) and kept one lead. Exactly once holds as far as the CRM
      // honours the key (the four connectors send it; Emerige's own reference is the key).
      const calls = pushes();
      expect(calls).toBe(emails.length + 1);
      console.log(
        `SIGKILL during a CRM push batch of ${emails.length} leads (${beforeRestart} calls received before the restart): every push recorded ${pushedIn} ms after the kill, ${calls} calls, ${received.length} leads at the CRM, ${received.length - new Set(received).size} duplicates`,
      );
    } finally {
      await db.destroy();
      await emerige.close();
    }
  });

  it('ends a CRM sync cut off by SIGKILL as failed with nothing applied, and the sync run again applies each change once', async () => {
    const adlead = await startFakeAdlead();
    const db = createDatabase({ dialect: 'postgres', url: deployment.databaseUrl });
    try {
      const project = await demoProject(db);
      await db.updateTable('projects').set({ adlead_id: 'PRG-1' }).where('id', '=', project.id).execute();
      const connected = await admin.request(deployment.url, 'PUT', `/api/projects/${project.id}/crm/adlead`, {
        json: {
          base_url: adlead.url,
          credentials: {
            tenantKey: adlead.tenantKey,
            apiKey: adlead.apiKey,
            webhookSecret: 'adlead-webhook-secret-0123456789',
          },
        },
      });
      expect(connected.status, connected.text).toBe(200);
      // Adlead has three units sold at new prices
      const names = ['A01', 'A02', 'A11'];
      const unitsNow = () =>
        db
          .selectFrom('units')
          .innerJoin('floors', 'floors.id', 'units.floor_id')
          .innerJoin('buildings', 'buildings.id', 'floors.building_id')
          .select(['units.id', 'units.name', 'units.status_id', 'units.price'])
          .where('buildings.project_id', '=', project.id)
          .where('units.name', 'in', names)
          .orderBy('units.name')
          .execute();
      const units = await unitsNow();
      expect(units.map((unit) => unit.name)).toEqual(names);
      adlead.setLots(
        'PRG-1',
        names.map((name, index) =>
          adleadLot(`L-${name}`, name, { status: 'sold', price_incl_vat: 401_000 + index }),
        ),
      );
      const crmChanges = () =>
        db
          .selectFrom('unit_changes')
          .select(['unit_id', 'field'])
          .where('source', '=', 'crm')
          .where(
            'unit_id',
            'in',
            units.map((unit) => unit.id),
          )
          .execute();
      const runs = () =>
        db.selectFrom('sync_runs').selectAll().where('provider', '=', 'adlead').orderBy('id').execute();

      // The second process alone; Adlead takes 1.4 s to list the lots (under CRM_TIMEOUT_MS): the
      // process is killed while it waits, the admin's call through nginx with it.
      await alone(second());
      adlead.failNext({ kind: 'hang', delayMs: 1400 }, { path: /lots$/ });
      const asked = () => adlead.requests.filter((request) => request.path.endsWith('/lots')).length;
      const syncing = admin.request(deployment.url, 'POST', `/api/projects/${project.id}/emerige`);
      let early: string | null = null;
      void syncing.then((answer) => {
        if (asked() === 0) early = `${answer.status} ${answer.text}`;
      });
      await until(() => asked() >= 1 || early !== null, 10_000, 'the lots asked of Adlead', 5);
      expect(early, 'the sync answered before asking Adlead for the lots').toBeNull();
      await second().kill('SIGKILL');
      const cut = await syncing;
      expect(cut.status).toBe(502);
      await first().start();
      // the first was down a moment ago (alone above): nginx may still hold it
      await servedThroughNginx('nginx serving from the restarted first process');

      // Any process ends the run once its lease (QUEUE_LOCK_SECONDS) has passed; nothing was applied.
      const killed = Date.now();
      await until(async () => (await runs()).at(-1)?.status === 'failed', 20_000, 'the cut-off run ended');
      const endedIn = Date.now() - killed;
      expect(JSON.parse((await runs()).at(-1)!.error!)).toEqual({ key: 'api.crm.syncInterrupted' });
      expect(await crmChanges()).toEqual([]);
      expect(await unitsNow()).toEqual(units);

      // The admin runs it again: each unit changes once, and its history holds each change once.
      const again = await admin.request(deployment.url, 'POST', `/api/projects/${project.id}/emerige`);
      expect(again.status, again.text).toBe(200);
      expect((await runs()).at(-1)?.status).toBe('succeeded');
      const after = await unitsNow();
      const changed = (await crmChanges()).map((change) => `${change.unit_id}:${change.field}`);
      // every status and price the sync changed, once each
      const expected = units.flatMap((unit, index) =>
        (['status_id', 'price'] as const)
          .filter((field) => Number(after[index]![field]) !== Number(unit[field]))
          .map((field) => `${unit.id}:${field}`),
      );
      expect(after.map((unit) => Number(unit.price))).toEqual([401_000, 401_001, 401_002]);
      reckon('lotChanges', expected, changed);
      expect(changed.sort()).toEqual(expected.sort());
      console.log(
        `SIGKILL during a CRM sync: the admin's call 502, the run ended as interrupted ${endedIn} ms after the kill with nothing applied; run again: ${changed.length} unit changes, ${changed.length - new Set(changed).size} duplicates`,
      );
    } finally {
      await db.destroy();
      await adlead.close();
    }
  });

  it('finishes an orbital job whose process was killed (SIGKILL) mid-render on the other process, the frames served whole throughout, and runs the next', async () => {
    await alone(first());
    const db = createDatabase({ dialect: 'postgres', url: deployment.databaseUrl });
    try {
      const building = await db
        .selectFrom('buildings')
        .innerJoin('projects', 'projects.id', 'buildings.project_id')
        .innerJoin('domains', 'domains.id', 'projects.domain_id')
        .select('buildings.id')
        .where('domains.host', '=', DEMO_HOST)
        .orderBy('buildings.id')
        .executeTakeFirstOrThrow();
      const folder = storageLayout.orbitalFolder(building.id, null);
      /** 29 frames of one size (each job's own, by which its frames are recognised once rendered). */
      const frames = (width: number) =>
        Promise.all(
          Array.from({ length: FRAME_COUNT }, (_, index) =>
            sharp({
              create: {
                width,
                height: Math.round((width * 9) / 16),
                channels: 3,
                background: { r: index * 8, g: 100, b: 50 },
              },
            })
              .png()
              .toBuffer(),
          ),
        );
      const queue = async (width: number): Promise<number> => {
        const body = multipartBody(
          (await frames(width)).map((content, index) => ({
            name: 'files',
            filename: `frame-${index}.png`,
            content,
            type: 'image/png',
          })),
        );
        const queued = await admin.request(deployment.url, 'POST', `/api/buildings/${building.id}/orbitals`, {
          body: body.payload,
          headers: body.headers,
        });
        expect(queued.status, queued.text).toBe(202);
        return queued.json().job.id;
      };
      const job = (id: number) =>
        db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const finished = async (id: number) => {
        await until(async () => (await job(id)).finished_at !== null, 60_000, `job ${id} finished`, 200);
        return (await admin.request(deployment.url, 'GET', `/api/jobs/${id}`)).json().job;
      };
      /** The widths of the 29 served frames (NN.jpg) through nginx: one job's frames have one width. */
      const servedWidths = async () =>
        new Set(
          await Promise.all(
            Array.from({ length: FRAME_COUNT }, async (_, index) => {
              HttpAgent.requests += 1;
              const served = await fetch(
                `${deployment.url}/storage/${folder}/${String(index).padStart(2, '0')}.jpg`,
              );
              expect(served.status).toBe(200);
              return (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width;
            }),
          ),
        );

      // Frames already published (a small job).
      expect(await finished(await queue(160))).toMatchObject({ status: 'succeeded', progress: FRAME_COUNT });
      expect(await servedWidths()).toEqual(new Set([160]));

      // Large frames, killed with the process rendering them a few frames in.
      const large = await queue(1920);
      await until(async () => (await job(large)).progress >= 3, 60_000, 'the large job under way', 20);
      const killedAt = (await job(large)).progress;
      const killed = Date.now();
      await first().kill('SIGKILL');
      await second().start();
      // Both processes were down: nginx tries the restarted one again after its fail_timeout (5 s).
      await until(
        async () => (await fetch(`${deployment.url}/health`)).status === 200,
        15_000,
        'nginx reaching the restarted process',
      );
      // The site serves one job's frames, all of them: the previous ones until the takeover's
      // swap (the killed render was staged aside), never a mix.
      expect((await servedWidths()).size).toBe(1);
      const takenOver = await finished(large);
      const finishedIn = Date.now() - killed;
      expect(takenOver).toMatchObject({ status: 'succeeded', progress: FRAME_COUNT, error: null });
      expect((await job(large)).attempts).toBe(2);
      expect(await servedWidths()).toEqual(new Set([1920]));

      // A new job runs as before.
      const next = await queue(320);
      expect(await finished(next)).toMatchObject({ status: 'succeeded', progress: FRAME_COUNT });
      expect(await servedWidths()).toEqual(new Set([320]));
      console.log(
        `SIGKILL during an orbital job (${killedAt} of ${FRAME_COUNT} frames done): finished by the other process ${finishedIn} ms after the kill, frames served whole before and after`,
      );
    } finally {
      await db.destroy();
    }
    await first().start();
  });

  it('answers 503 without a trace while PostgreSQL restarts, then serves, signs in and sends as before', async () => {
    // both processes up, and nginx's memory of the earlier kills gone (fail_timeout=5s): otherwise
    // nginx answers its own 502 for a process it still holds as failed, not the processes' 503
    for (const one of [first(), second()]) if (!one.isRunning()) await one.start();
    await sleep(5_500);
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
    reckon(
      'mails',
      ['apres-panne@deploy.example.be'],
      smtp.mails.slice(before).flatMap((mail) => mail.to),
    );
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
      reckon(
        'mails',
        recipients,
        smtp.mails.flatMap((mail) => mail.to),
      );
      expect(smtp.mails.flatMap((mail) => mail.to).sort()).toEqual(recipients);
      expect((await tried()).every((row) => row.sent_at !== null)).toBe(true);
      console.log(`SMTP down: ${recipients.length} mails kept, sent once each when it came back`);
    } finally {
      await db.destroy();
    }
  });

  it('answers 504 with a reason while the bucket is stopped, pages go on, nothing is stored half, and the same upload is taken once it is back', async () => {
    await Promise.all([first().start(), second().start()]);
    /** A chunked upload through nginx (it waits in STORAGE_DIR); returns its id. */
    const upload = async (content: Buffer): Promise<string> => {
      const start = await admin.request(deployment.url, 'POST', '/api/filepond', {
        headers: { 'upload-length': String(content.length) },
        body: '',
      });
      expect(start.status, start.text).toBe(200);
      for (let offset = 0; offset < content.length; offset += CHUNK) {
        const patch = await admin.request(deployment.url, 'PATCH', `/api/filepond?patch=${start.text}`, {
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
      return start.text;
    };
    const units = (await admin.request(deployment.url, 'GET', '/api/units?pagination=0')).json().data;
    // a plan in the bucket before the outage
    const published = await admin.request(deployment.url, 'PUT', `/api/units/${units[3].id}`, {
      json: { blueprints: [await upload(Buffer.from('%PDF-1.7\n% déjà là\n'))] },
    });
    expect(published.status, published.text).toBe(200);
    const stored: string = published.json().data.blueprints.url;
    const unit = units[2].id;
    const blueprintsOf = async () =>
      (await admin.request(deployment.url, 'GET', `/api/units/${unit}`)).json().data.blueprints;
    const before = await blueprintsOf();
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(CHUNK + 5000, 0x44)]);
    const noTrace = /\bat \S+ \(|ECONNREFUSED|node_modules|S3|s3rver|127\.0\.0\.1/;

    await deployment.bucket.stop();
    let id: string;
    try {
      // What reads the database only goes on: the site's tree, a lead's form.
      expect((await visitor.request(deployment.url, 'GET', '/domain')).status).toBe(200);
      // A stored file: 504 (Vitrine got no answer from the bucket), a reason, when to come back;
      // not 503, which nginx takes for a stopping process (it would take both out of rotation).
      const file = await visitor.request(deployment.url, 'GET', stored);
      expect(file.status).toBe(504);
      expect(file.headers.get('retry-after')).toBe('30');
      expect(file.json().message).toMatch(/stockage des fichiers ne répond pas/);
      expect(file.text).not.toMatch(noTrace);
      // A chunked upload is received (it waits in STORAGE_DIR)…
      id = await upload(content);
      // …but not stored with the unit while the bucket is away: 504 with its reason, the unit unchanged.
      const saved = await admin.request(deployment.url, 'PUT', `/api/units/${unit}`, {
        json: { blueprints: [id] },
      });
      expect(saved.status, saved.text).toBe(504);
      expect(saved.json().message).toMatch(/stockage des fichiers ne répond pas/);
      // and the site's pages still answered meanwhile (no process taken out of rotation)
      expect((await visitor.request(deployment.url, 'GET', '/domain')).status).toBe(200);
      expect(saved.text).not.toMatch(noTrace);
      expect(await blueprintsOf()).toEqual(before);
    } finally {
      await deployment.bucket.start();
    }
    // Back: the file is served again, and the same upload is stored whole with the unit.
    const file = await visitor.request(deployment.url, 'GET', stored);
    expect(file.status).toBe(200);
    const saved = await admin.request(deployment.url, 'PUT', `/api/units/${unit}`, {
      json: { blueprints: [id] },
    });
    expect(saved.status, saved.text).toBe(200);
    const plan = await fetch(`${deployment.url}${saved.json().data.blueprints.url}`);
    expect(Buffer.from(await plan.arrayBuffer()).equals(content)).toBe(true);
    console.log(
      'bucket stopped: pages 200, stored files and the upload 504 with a reason, the upload stored whole once back',
    );
  });
});
