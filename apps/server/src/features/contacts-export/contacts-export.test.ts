import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { csvCell, toCsv } from './contacts-csv.ts';

describe('a CSV cell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+33 6 12', "'+33 6 12"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a;b', '"a;b"'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [42, '42'],
  ])('%j is written %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('makes a UTF-8 file with BOM, semicolons and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [['é', 1]])).toBe('\uFEFFa;b\r\né;1\r\n');
  });
});

describe.each(testDatabases())('GET /api/contacts/export on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let mine: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'export');
    await buildCorporationTree(ctx.db, 'hidden');
    await ctx.db
      .updateTable('contacts')
      .set({ first_name: '=cmd|calc' })
      .where('id', '=', mine.contact)
      .execute();
    admin = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
  });

  it('downloads the corporation’s contacts as export-contacts.csv, formulas neutralised', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/contacts/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="export-contacts.csv"');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFid;created_at;email;first_name')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("lead-export@example.test;'=cmd|calc;export");
    expect(text).not.toContain('hidden');
  });

  it('takes the list’s filter[lead_status] and writes status and note, a formula-looking note neutralised', async () => {
    const second = await ctx.db
      .insertInto('contacts')
      .values({
        domain_id: mine.domain,
        source: 'contact',
        first_name: 'Sam',
        last_name: 'Appel',
        email: 'sam-export@example.test',
        lead_status: 'called',
        note: '=HYPERLINK("http://x")',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await admin.request({
      method: 'GET',
      url: '/api/contacts/export?filter[lead_status]=called',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(header?.endsWith(';lead_status;note')).toBe(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startsWith(`${second.id};`)).toBe(true);
    expect(rows[0]?.endsWith(`;called;"'=HYPERLINK(""http://x"")"`)).toBe(true);

    const fresh = await admin.request({ method: 'GET', url: '/api/contacts/export?filter[lead_status]=new' });
    const freshRows = fresh.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n').slice(1);
    expect(freshRows.map((row) => row.split(';')[0])).toEqual([String(mine.contact)]);
  });

  it('refuses a filter the list does not know with a 400', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/contacts/export?filter[password]=x' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/contacts/export' })).statusCode).toBe(401);
  });
});
