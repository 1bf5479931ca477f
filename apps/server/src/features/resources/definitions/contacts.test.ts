import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../test-factories.ts';

describe.each(testDatabases())('a lead followed up in the back office on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let mine: CorporationTree;
  let theirs: CorporationTree;
  let admin: TestAgent;
  let sales: TestAgent;
  let intruder: TestAgent;

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'suivi');
    theirs = await buildCorporationTree(ctx.db, 'rival');
    admin = await signedInAgent(ctx.app, mine.adminEmail, FACTORY_PASSWORD);
    sales = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
    intruder = await signedInAgent(ctx.app, theirs.adminEmail, FACTORY_PASSWORD);
  });

  const leadOf = async (id: number) =>
    ctx.db
      .selectFrom('contacts')
      .select(['lead_status', 'note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('starts new, without a note', async () => {
    const response = await admin.request({ method: 'GET', url: `/api/contacts/${mine.contact}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ lead_status: 'new', note: null });
  });

  it('takes a status and a note from a sales user of its corporation, and nothing else changes', async () => {
    const response = await sales.request({
      method: 'PUT',
      url: `/api/contacts/${mine.contact}`,
      payload: { lead_status: 'visit_booked', note: 'Rappeler mardi =1+1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      lead_status: 'visit_booked',
      note: 'Rappeler mardi =1+1',
      email: 'lead-suivi@example.test',
      unit_id: mine.unit,
    });
    expect(await leadOf(mine.contact)).toEqual({ lead_status: 'visit_booked', note: 'Rappeler mardi =1+1' });
  });

  it('takes a status alone from an admin of its corporation, the note kept', async () => {
    const response = await admin.request({
      method: 'PUT',
      url: `/api/contacts/${mine.contact}`,
      payload: { lead_status: 'sold' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await leadOf(mine.contact)).toEqual({ lead_status: 'sold', note: 'Rappeler mardi =1+1' });
  });

  it.each([
    ['fr', 'Le champ suivi du contact sélectionné est invalide.'],
    ['en', 'The selected lead status is invalid.'],
  ])('refuses an unknown status with a 422 under lead_status, in %s', async (language, message) => {
    const response = await admin.request({
      method: 'PUT',
      url: `/api/contacts/${mine.contact}`,
      headers: { 'accept-language': language },
      payload: { lead_status: 'maybe' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ lead_status: [message] });
    expect((await leadOf(mine.contact)).lead_status).toBe('sold');
  });

  it('is out of reach of another corporation’s admin: 404, and its status and note stay', async () => {
    const before = await leadOf(mine.contact);
    const write = await intruder.request({
      method: 'PUT',
      url: `/api/contacts/${mine.contact}`,
      payload: { lead_status: 'lost', note: 'pris' },
    });
    expect(write.statusCode).toBe(404);
    const read = await intruder.request({ method: 'GET', url: `/api/contacts/${mine.contact}` });
    expect(read.statusCode).toBe(404);
    const mails = await intruder.request({ method: 'GET', url: `/api/contacts/${mine.contact}/mails` });
    expect(mails.statusCode).toBe(404);
    expect(await leadOf(mine.contact)).toEqual(before);
  });

  it('lists only the leads of a status when filter[lead_status] is given, and a unit’s leads by filter[unit_id]', async () => {
    const other = await ctx.db
      .insertInto('contacts')
      .values({
        domain_id: mine.domain,
        source: 'contact',
        first_name: 'Paul',
        last_name: 'Neuf',
        email: 'paul@example.test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = async (query: string) =>
      (await admin.request({ method: 'GET', url: `/api/contacts?${query}` }))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await list('filter[lead_status]=sold')).toEqual([mine.contact]);
    expect(await list('filter[lead_status]=new')).toEqual([other.id]);
    expect(await list('filter[lead_status]=called')).toEqual([]);
    expect(await list(`filter[unit_id]=${mine.unit}`)).toEqual([mine.contact]);
    // another corporation's filter sees none of these
    const theirList = await intruder.request({
      method: 'GET',
      url: `/api/contacts?filter[unit_id]=${mine.unit}`,
    });
    expect(theirList.json().data).toEqual([]);
  });
});
