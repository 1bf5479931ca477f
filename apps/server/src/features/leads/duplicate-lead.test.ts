import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST } from '../../test/demo-fixture.ts';
import { DUPLICATE_LEAD_MINUTES } from './duplicate-lead.ts';
import { nextClientAddress, solveCaptcha, useLeadApp } from './leads-test-kit.ts';

describe.each(testDatabases())('a form sent twice on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect);

  async function post(url: string, fields: Record<string, unknown>) {
    return lead.app.inject({
      method: 'POST',
      url,
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Marie',
        last_name: 'Dupont',
        recaptcha_token: await solveCaptcha(lead.app),
        ...fields,
      },
    });
  }
  const mailTo = async (email: string, unit = 'A01') =>
    post('/unit/mail-to', {
      email,
      rgpd_acceptance: true,
      url: `http://${DEMO_HOST}/orbital/tilleuls/a/0/${unit}`,
      unit_id: await lead.unitId(unit),
    });
  const contact = (email: string, body: string) => post('/contact', { email, body });
  const leadsOf = (email: string) =>
    lead.db.selectFrom('contacts').select('id').where('email', '=', email).orderBy('id').execute();
  const mailsOf = async (email: string) => {
    const ids = (await leadsOf(email)).map((row) => row.id);
    return ids.length === 0
      ? []
      : lead.db.selectFrom('mail_outbox').select('kind').where('contact_id', 'in', ids).execute();
  };

  it('answers success twice but keeps one lead, one sheet to the visitor and one notice to sales', async () => {
    const first = await mailTo('twice@example.be');
    const second = await mailTo('Twice@Example.be');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await leadsOf('twice@example.be')).toHaveLength(1);
    expect(await leadsOf('Twice@Example.be')).toHaveLength(0);
    expect((await mailsOf('twice@example.be')).map((mail) => mail.kind).sort()).toEqual([
      'lead-sales',
      'lead-visitor',
    ]);
  });

  it('keeps a request for another unit, or the same one once the window has passed, as a new lead', async () => {
    await mailTo('window@example.be', 'A01');
    await mailTo('window@example.be', 'A02');
    expect(await leadsOf('window@example.be')).toHaveLength(2);
    const old = new Date(Date.now() - (DUPLICATE_LEAD_MINUTES + 1) * 60_000).toISOString();
    await lead.db
      .updateTable('contacts')
      .set({ created_at: old })
      .where('email', '=', 'window@example.be')
      .execute();
    await mailTo('window@example.be', 'A01');
    expect(await leadsOf('window@example.be')).toHaveLength(3);
  });

  it('keeps the same contact message once, and a different message as a second lead', async () => {
    expect((await contact('msg@example.be', 'Je voudrais visiter.')).statusCode).toBe(200);
    expect((await contact('msg@example.be', 'Je voudrais visiter.')).statusCode).toBe(200);
    expect(await leadsOf('msg@example.be')).toHaveLength(1);
    expect(await mailsOf('msg@example.be')).toHaveLength(1);
    await contact('msg@example.be', 'Et aussi le parking ?');
    expect(await leadsOf('msg@example.be')).toHaveLength(2);
  });
});
