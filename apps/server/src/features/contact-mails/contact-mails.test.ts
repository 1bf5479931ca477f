import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';

describe.each(testDatabases())('GET /api/contacts/{id}/mails on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let mine: CorporationTree;
  let sales: TestAgent;

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'courrier');
    const other = await buildCorporationTree(ctx.db, 'ailleurs');
    sales = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
    const mail = (to: string, subject: string) => ({ to, subject, text: 'x', html: '<p>x</p>' });
    const sent = await enqueueMail(ctx.db, mail('lead-courrier@example.test', 'Votre fiche A01'), {
      kind: 'lead-visitor',
      contactId: mine.contact,
    });
    await ctx.db
      .updateTable('mail_outbox')
      .set({ sent_at: '2026-11-20T10:00:00.000Z', attempts: 1 })
      .where('id', '=', sent)
      .execute();
    const failed = await enqueueMail(ctx.db, mail('ventes@example.test', 'Nouveau contact'), {
      kind: 'lead-sales',
      contactId: mine.contact,
    });
    await ctx.db
      .updateTable('mail_outbox')
      .set({ failed_at: '2026-11-20T11:00:00.000Z', attempts: 5, last_error: 'connection refused' })
      .where('id', '=', failed)
      .execute();
    await enqueueMail(ctx.db, mail('autre@example.test', 'Pas le sien'), {
      kind: 'lead-visitor',
      contactId: other.contact,
    });
  });

  it('lists the lead’s mails with whom they went to and whether they left', async () => {
    const response = await sales.request({ method: 'GET', url: `/api/contacts/${mine.contact}/mails` });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .data.map(({ kind, to, subject, state, attempts, last_error }: Record<string, unknown>) => ({
          kind,
          to,
          subject,
          state,
          attempts,
          last_error,
        })),
    ).toEqual([
      {
        kind: 'lead-visitor',
        to: 'lead-courrier@example.test',
        subject: 'Votre fiche A01',
        state: 'sent',
        attempts: 1,
        last_error: null,
      },
      {
        kind: 'lead-sales',
        to: 'ventes@example.test',
        subject: 'Nouveau contact',
        state: 'failed',
        attempts: 5,
        last_error: 'connection refused',
      },
    ]);
  });

  it('answers 404 for a lead that does not exist and 401 when signed out', async () => {
    expect((await sales.request({ method: 'GET', url: '/api/contacts/999999/mails' })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/contacts/${mine.contact}/mails` });
    expect(anonymous.statusCode).toBe(401);
  });
});
