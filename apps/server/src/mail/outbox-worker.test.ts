import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import {
  nextClientAddress,
  SALES_EMAIL,
  solveCaptcha,
  testWorker,
  useLeadApp,
} from '../features/leads/leads-test-kit.ts';
import { testDatabases } from '../test/databases.ts';
import { DEMO_HOST } from '../test/demo-fixture.ts';
import { closedPort, startSmtpSink } from '../test/smtp-sink.ts';
import { enqueueMail } from './outbox-repository.ts';
import { createOutboxWorker } from './outbox-worker.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('mail outbox on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect);

  const mail = (to: string) => ({ to, subject: `Pour ${to}`, text: 'Bonjour', html: '<p>Bonjour</p>' });
  const rowsTo = async (to: string) =>
    (await lead.db.selectFrom('mail_outbox').selectAll().execute()).filter(
      (row) => JSON.parse(row.payload).to === to,
    );

  it('keeps a lead when SMTP is down and delivers its mails exactly once when SMTP is back', async () => {
    const port = await closedPort();
    const response = await lead.app.inject({
      method: 'POST',
      url: '/unit/mail-to',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Lou',
        last_name: 'Durand',
        email: 'down@example.be',
        rgpd_acceptance: 'on',
        url: `http://${DEMO_HOST}/orbital?unit=A01`,
        unit_id: await lead.unitId('A01'),
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
    expect(response.statusCode).toBe(200);
    const contact = await lead.db
      .selectFrom('contacts')
      .selectAll()
      .where('email', '=', 'down@example.be')
      .executeTakeFirstOrThrow();

    const down = testWorker(lead, port, { backoffMs: 60_000 });
    const before = Date.now();
    const firstRun = await down.runOnce();
    expect(firstRun.failed).toBeGreaterThanOrEqual(2);
    const pending = await lead.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('contact_id', '=', contact.id)
      .execute();
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row.sent_at).toBeNull();
      expect(row.failed_at).toBeNull();
      expect(row.locked_until).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(before + 60_000 - 5);
    }
    // Not due yet: an immediate second run leaves the rows alone.
    expect(await down.runOnce()).toEqual({ sent: 0, failed: 0 });

    const sink = await startSmtpSink({ port });
    try {
      // A minute later, the retry is due.
      const back = testWorker(lead, port, { now: () => new Date(Date.now() + 61_000) });
      const secondRun = await back.runOnce();
      expect(secondRun.failed).toBe(0);
      expect(await back.runOnce()).toEqual({ sent: 0, failed: 0 });
      const forLead = sink.mails.filter(
        (received) => received.to.includes('down@example.be') || received.replyTo.includes('down@example.be'),
      );
      expect(forLead.map((received) => received.to[0]).sort()).toEqual(
        ['down@example.be', SALES_EMAIL].sort(),
      );
      const delivered = await lead.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('contact_id', '=', contact.id)
        .execute();
      for (const row of delivered) {
        expect(row.sent_at).not.toBeNull();
        expect(row.attempts).toBe(2);
        expect(row.last_error).toBeNull();
      }
    } finally {
      await sink.close();
    }
  });

  it('gives a mail up after its last attempt, keeping the error', async () => {
    const port = await closedPort();
    await enqueueMail(lead.db, mail('never@example.be'), { kind: 'lead-sales' });
    const worker = testWorker(lead, port, { backoffMs: 1, maxAttempts: 2 });
    await worker.runOnce();
    await wait(10);
    await worker.runOnce();
    await wait(10);
    const [row] = await rowsTo('never@example.be');
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row!.failed_at).not.toBeNull();
    expect(row!.last_error).toBeTruthy();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('sends each mail once when two server processes run their workers at the same time', async () => {
    const recipients = Array.from({ length: 12 }, (_, index) => `race${index}@example.be`);
    for (const to of recipients) await enqueueMail(lead.db, mail(to), { kind: 'lead-visitor' });
    const otherProcessDb = createDatabase(lead.config.database, { poolSize: 2 });
    const sink = await startSmtpSink();
    try {
      const config = { ...lead.config, smtpUrl: `smtp://127.0.0.1:${sink.port}` };
      const quiet = { info() {}, warn() {}, error() {} };
      const one = createOutboxWorker({ db: lead.db, config, log: quiet, batchSize: 3 });
      const two = createOutboxWorker({ db: otherProcessDb, config, log: quiet, batchSize: 3 });
      const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
      expect(a.failed + b.failed).toBe(0);
      const received = sink.mails.filter((received) => received.to[0]?.startsWith('race'));
      expect(received.map((received) => received.to[0]).sort()).toEqual([...recipients].sort());
      for (const to of recipients) expect((await rowsTo(to))[0]!.attempts).toBe(1);
    } finally {
      await sink.close();
      await otherProcessDb.destroy();
    }
  });

  it('writes mails as .eml files under the mail folder when no SMTP server is configured', async () => {
    await enqueueMail(lead.db, { ...mail('eml@example.be'), language: 'fr' }, { kind: 'lead-visitor' });
    const result = await testWorker(lead, null).runOnce();
    expect(result.failed).toBe(0);
    const dir = lead.config.mailDir;
    const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    const written = files
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .find((text) => text.includes('eml@example.be'));
    expect(written).toContain('Subject: Pour eml@example.be');
    expect(written).toContain('Content-Language: fr');
    expect((await rowsTo('eml@example.be'))[0]!.sent_at).not.toBeNull();
  });

  it('sends a queued mail at once when started, then on notice', async () => {
    const sink = await startSmtpSink();
    const worker = testWorker(lead, sink.port, { pollMs: 60_000 });
    try {
      await enqueueMail(lead.db, mail('started@example.be'), { kind: 'lead-visitor' });
      worker.start();
      await sink.waitFor(1);
      expect(sink.mails.some((received) => received.to.includes('started@example.be'))).toBe(true);
      const response = await lead.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { host: DEMO_HOST },
        remoteAddress: nextClientAddress(),
        payload: {
          last_name: 'Vite',
          first_name: 'Ana',
          email: 'notice@example.be',
          body: 'Bonjour',
          recaptcha_token: await solveCaptcha(lead.app),
        },
      });
      expect(response.statusCode).toBe(200);
      const all = await sink.waitFor(sink.mails.length + 1);
      expect(all.some((received) => received.replyTo.includes('notice@example.be'))).toBe(true);
    } finally {
      await worker.stop();
      await sink.close();
    }
  });
});
