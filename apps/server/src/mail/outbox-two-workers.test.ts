import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWorker, useLeadApp } from '../features/leads/leads-test-kit.ts';
import { testDatabases } from '../test/databases.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { enqueueMail } from './outbox-repository.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('two processes sending the outbox on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect);
  let slowSmtp: SmtpSink;

  beforeAll(async () => {
    // Each message takes 150 ms to be accepted: a batch of 16 outlives one claim's lock.
    slowSmtp = await startSmtpSink({ delayMs: 150 });
  });
  afterAll(async () => {
    await slowSmtp?.close();
  });

  it('sends each mail once when a batch takes longer than its lock and another process claims the rest', async () => {
    const recipients = Array.from({ length: 16 }, (_, index) => `client-${index + 1}@slow.example.be`);
    for (const to of recipients)
      await enqueueMail(
        lead.db,
        { to, subject: `Pour ${to}`, text: 'Bonjour', html: '<p>Bonjour</p>' },
        {
          kind: 'lead-sales',
        },
      );
    const lockMs = 1500;
    const first = testWorker(lead, slowSmtp.port, { lockMs, batchSize: 20 });
    const second = testWorker(lead, slowSmtp.port, { lockMs, batchSize: 20 });

    const firstRun = first.runOnce();
    // The first process's claim on the later mails has run out; the second takes them.
    await wait(lockMs + 200);
    const secondRun = second.runOnce();
    const [a, b] = await Promise.all([firstRun, secondRun]);

    const received = slowSmtp.mails
      .flatMap((mail) => mail.to)
      .filter((to) => to.endsWith('@slow.example.be'));
    expect(received.sort()).toEqual([...recipients].sort());
    expect(a.sent + b.sent).toBe(recipients.length);
    expect(b.sent).toBeGreaterThan(0);
    const rows = await lead.db.selectFrom('mail_outbox').select(['sent_at', 'attempts']).execute();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('on shutdown sends the mail in hand, gives the rest of its batch back, and the other process sends it at once', async () => {
    await lead.db.deleteFrom('mail_outbox').execute();
    slowSmtp.mails.length = 0;
    const recipients = Array.from({ length: 10 }, (_, index) => `arret-${index + 1}@slow.example.be`);
    for (const to of recipients)
      await enqueueMail(
        lead.db,
        { to, subject: `Pour ${to}`, text: 'Bonjour', html: '<p>Bonjour</p>' },
        {
          kind: 'lead-sales',
        },
      );
    const stopping = testWorker(lead, slowSmtp.port, { lockMs: 120_000, batchSize: 20, pollMs: 60_000 });
    stopping.start();
    await slowSmtp.waitFor(2);
    const asked = Date.now();
    await stopping.stop();
    // Far less than the 10 × 150 ms the whole batch would take.
    expect(Date.now() - asked).toBeLessThan(1000);
    const left = await lead.db
      .selectFrom('mail_outbox')
      .select(['locked_until'])
      .where('sent_at', 'is', null)
      .execute();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.locked_until === null)).toBe(true);

    const other = testWorker(lead, slowSmtp.port, { lockMs: 120_000 });
    await other.runOnce();
    const received = slowSmtp.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith('arret-'));
    expect(received.sort()).toEqual([...recipients].sort());
  });
});
