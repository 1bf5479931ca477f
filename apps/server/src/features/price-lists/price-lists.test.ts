import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { multipartBody } from '../uploads/test-uploads.ts';

describe.each(testDatabases())('price lists on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let mine: CorporationTree;
  let other: CorporationTree;
  let admin: TestAgent;
  let sales: TestAgent;
  let stranger: TestAgent;

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'prices');
    other = await buildCorporationTree(ctx.db, 'rival');
    admin = await signedInAgent(ctx.app, mine.adminEmail, FACTORY_PASSWORD);
    sales = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
    stranger = await signedInAgent(ctx.app, other.adminEmail, FACTORY_PASSWORD);
  });

  const base = () => `/api/projects/${mine.project}/price-list`;
  const exportCsv = async (agent = admin) => {
    const response = await agent.request({ method: 'GET', url: base() });
    return { response, text: response.rawPayload.toString('utf8') };
  };
  const preview = (agent: TestAgent, content: Buffer | string, headers: Record<string, string> = {}) => {
    const body = multipartBody([{ name: 'file', filename: 'prix.csv', content }]);
    return agent.request({
      method: 'POST',
      url: `${base()}/preview`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const unitRow = (id: number) =>
    ctx.db
      .selectFrom('units')
      .select(['price', 'status_id', 'surface'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const historyOf = (unitId: number) =>
    ctx.db.selectFrom('unit_changes').selectAll().where('unit_id', '=', unitId).orderBy('id').execute();

  it('exports the project’s units as a French-locale CSV with their status names', async () => {
    const { response, text } = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="liste-de-prix-${mine.project}.csv"`,
    );
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'id;batiment;etage;unite;statut;prix;surface',
      `${mine.unit};prices-main;prices-0;PRICES01;Option prices;100000;50`,
      `${mine.childUnit};prices-main;prices-0;PRICESP1;Disponible;;0`,
    ]);
    expect(text).not.toContain('RIVAL');
  });

  it('previews every change and every refused line of an edited file, writing nothing', async () => {
    const { text } = await exportCsv();
    const edited = text
      .replace(';100000;50', ';105.000;50')
      .replace('PRICESP1;Disponible;;0', 'PRICESP1;Vendu;;0')
      .concat(`${other.unit};;;;Vendu;1;1\r\n${mine.unit};;;;Vendu;cher;50\r\n`);
    const response = await preview(admin, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      changes: [
        { line: 2, unit_id: mine.unit, unit: 'PRICES01', field: 'price', from: 100000, to: 105000 },
        { line: 3, unit_id: mine.childUnit, unit: 'PRICESP1', field: 'status_id', from: 1, to: 2 },
      ],
      refusals: [
        {
          line: 4,
          unit: String(other.unit),
          reason: `Unité inconnue « ${other.unit} » (pas une unité de ce projet)`,
        },
        { line: 5, unit: String(mine.unit), reason: 'L’unité PRICES01 est déjà à la ligne 2' },
      ],
      unchanged: 0,
    });
    expect(await unitRow(mine.unit)).toMatchObject({ price: 100000 });
    expect(await historyOf(mine.unit)).toEqual([]);
  });

  it('reads an edited XLSX export the same way', async () => {
    const exported = await admin.request({ method: 'GET', url: `${base()}?format=xlsx` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      mine.unit,
      'prices-main',
      'prices-0',
      'PRICES01',
      'Option prices',
      100000,
      50,
    ]);
    sheet.getCell('F2').value = 99500;
    sheet.getCell('G2').value = '52,5';
    const response = await preview(admin, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.json().changes).toEqual([
      { line: 2, unit_id: mine.unit, unit: 'PRICES01', field: 'price', from: 100000, to: 99500 },
      { line: 2, unit_id: mine.unit, unit: 'PRICES01', field: 'surface', from: 50, to: 52.5 },
    ]);
  });

  it('refuses a file that is neither CSV nor XLSX, whatever its name, with a 400 and its reason', async () => {
    const response = await preview(admin, Buffer.from('\x89PNG\r\n\x1a\n\0\0\0binary'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le fichier n’est ni un CSV ni un classeur XLSX.');
    const notXlsx = await preview(
      admin,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    );
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toBe('Le classeur XLSX est illisible.');
    const noId = await preview(admin, 'unite;prix\r\nPRICES01;1\r\n');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toContain('colonne « id »');
  });

  it('refuses a workbook that would unpack to more than a price list ever holds, before unpacking it', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.alloc(60 * 1024 * 1024), 'xl/worksheets/sheet1.xml');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const bomb = Buffer.concat(chunks);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await preview(admin, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le classeur XLSX est illisible.');
  });

  it('applies the previewed changes for a sales user and keeps them in the history as an import', async () => {
    const changes = [
      { unit_id: mine.unit, field: 'price', from: 100000, to: 105000 },
      { unit_id: mine.unit, field: 'surface', from: 50, to: 51 },
      { unit_id: mine.childUnit, field: 'status_id', from: 1, to: 2 },
    ];
    const response = await sales.request({ method: 'POST', url: `${base()}/apply`, payload: { changes } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ applied: 3 });
    expect(await unitRow(mine.unit)).toMatchObject({ price: 105000, surface: 51 });
    expect(await unitRow(mine.childUnit)).toMatchObject({ status_id: 2 });
    const history = await sales.request({ method: 'GET', url: `/api/units/${mine.unit}/history` });
    expect(history.json().data).toEqual([
      expect.objectContaining({
        unit_name: 'PRICES01',
        field: 'price',
        from: 100000,
        to: 105000,
        source: 'import',
        user: { id: mine.user, name: mine.userEmail },
      }),
    ]);
    const floor = await admin.request({ method: 'GET', url: `/api/floors/${mine.floor}/history` });
    expect(
      floor
        .json()
        .data.map((change: { unit_name: string; from_label: string; to_label: string }) => [
          change.unit_name,
          change.from_label,
          change.to_label,
        ]),
    ).toEqual([
      ['PRICESP1', 'Disponible', 'Vendu'],
      ['PRICES01', null, null],
    ]);
  });

  it('applies nothing when one change no longer starts from the value the preview read (409)', async () => {
    const changes = [
      { unit_id: mine.childUnit, field: 'price', from: null, to: 200000 },
      { unit_id: mine.unit, field: 'price', from: 100000, to: 110000 },
    ];
    const response = await admin.request({ method: 'POST', url: `${base()}/apply`, payload: { changes } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('PRICES01');
    expect(await unitRow(mine.childUnit)).toMatchObject({ price: null });
    expect((await historyOf(mine.childUnit)).map((row) => row.field)).toEqual(['status_id']);
  });

  it('treats another corporation’s unit as foreign: 422 on apply, nothing written', async () => {
    const changes = [
      { unit_id: mine.childUnit, field: 'price', from: null, to: 1 },
      { unit_id: other.unit, field: 'price', from: 100000, to: 1 },
    ];
    const response = await admin.request({ method: 'POST', url: `${base()}/apply`, payload: { changes } });
    expect(response.statusCode).toBe(422);
    expect(await unitRow(other.unit)).toMatchObject({ price: 100000 });
    expect(await unitRow(mine.childUnit)).toMatchObject({ price: null });
  });

  it('hides a project from another corporation’s admin on every call (404)', async () => {
    expect((await exportCsv(stranger)).response.statusCode).toBe(404);
    expect((await preview(stranger, 'id;prix\r\n1;1\r\n')).statusCode).toBe(404);
    const apply = await stranger.request({
      method: 'POST',
      url: `${base()}/apply`,
      payload: { changes: [{ unit_id: mine.unit, field: 'price', from: 105000, to: 1 }] },
    });
    expect(apply.statusCode).toBe(404);
    expect(await unitRow(mine.unit)).toMatchObject({ price: 105000 });
  });

  it('refuses a preview or an apply without the CSRF token (419)', async () => {
    const forged = { 'x-xsrf-token': 'forged' };
    expect((await preview(admin, 'id;prix\r\n1;1\r\n', forged)).statusCode).toBe(419);
    const apply = await admin.request({
      method: 'POST',
      url: `${base()}/apply`,
      headers: forged,
      payload: { changes: [{ unit_id: mine.unit, field: 'price', from: 105000, to: 1 }] },
    });
    expect(apply.statusCode).toBe(419);
    expect(await unitRow(mine.unit)).toMatchObject({ price: 105000 });
  });

  it('answers 422 with field messages for a malformed apply body', async () => {
    const response = await admin.request({
      method: 'POST',
      url: `${base()}/apply`,
      payload: { changes: [{ unit_id: mine.unit, field: 'name', from: 1, to: -1 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
  });
});
