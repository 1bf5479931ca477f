import { formatPrice, formatSurface } from '@vitrine/core/format';
import { storageLayout } from '@vitrine/core/storage-layout';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST, OTHER_HOST } from '../../test/demo-fixture.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { nextClientAddress, solveCaptcha, testWorker, useLeadApp } from '../leads/leads-test-kit.ts';
import { asRead, readPdf } from './test-pdf-contents.ts';

const APP_URL = 'https://vitrine.example';
const SITE = `https://${DEMO_HOST}`;
/** The 2D plan of A01: a reddish picture of its own size, so that the sheet's copy can be told apart. */
const PLAN_SIZE = { width: 800, height: 566 };
const LOGO_SIZE = { width: 300, height: 80 };

const picture = (size: { width: number; height: number }, background: string) =>
  sharp({ create: { ...size, channels: 3, background } })
    .png()
    .toBuffer();

/** A one-page vector plan with a line of text, as architects' PDF plans are. */
async function vectorPlan(label: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([842, 595]);
  page.drawText(label, { x: 60, y: 500, size: 24, font: await doc.embedFont(StandardFonts.Helvetica) });
  page.drawRectangle({ x: 60, y: 60, width: 700, height: 400, borderWidth: 3 });
  return Buffer.from(await doc.save());
}

describe.each(testDatabases())("a unit's sheet as a PDF on $name", ({ dialect }) => {
  const lead = useLeadApp(dialect, { APP_URL });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const name of ['A01', 'A02', 'A11', 'A13', 'P01', 'Q01']) ids[name] = await lead.unitId(name);
    const storage = lead.app.storageDriver;
    await storage.put('files/blueprints/a01-2d.png', await picture(PLAN_SIZE, '#c03030'));
    await storage.put('files/blueprints/a02.pdf', await vectorPlan('Plan vectoriel A02'));
    await storage.put('files/branding/sheet-logo.png', await picture(LOGO_SIZE, '#20a040'));
    const domain = await lead.db
      .selectFrom('domains')
      .select('id')
      .where('host', '=', DEMO_HOST)
      .executeTakeFirstOrThrow();
    await lead.db
      .insertInto('settings')
      .values({
        domain_id: domain.id,
        name: 'upper-left-logo',
        type: 'image',
        value: null,
        image_path: 'files/branding/sheet-logo.png',
      })
      .execute();
  });

  const sheet = (unit: string | number, query = '', host = DEMO_HOST) =>
    lead.app.inject({
      method: 'GET',
      url: `/unit/${typeof unit === 'number' ? unit : (ids[unit] ?? unit)}/sheet.pdf${query}`,
      headers: { host },
    });
  const storedSheets = (unit: string) =>
    lead.app.storageDriver.list(`${storageLayout.unitFolder(ids[unit]!)}/sheet`).catch(() => []);

  it('gives the sheet in French: name, facts, price, project, legal texts, with the logo, the preview and the plan', async () => {
    const response = await sheet('A01', '?locale=fr');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="fiche-a01.pdf"');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe('Appartement A01 — Les Tilleuls');
    expect(pdf.pages).toHaveLength(2);
    const [first, second] = pdf.pages as [string, string];
    expect(first).toContain('Appartement A01');
    expect(first).toContain('Disponible');
    expect(first).toContain(`Surface ${asRead(formatSurface(84.5, 'fr'))}`);
    expect(first).toContain(`Prix ${asRead(formatPrice(315000, 'fr'))}`);
    expect(first).toContain('315 000 €');
    expect(first).toContain('Détail du prix Hors frais');
    expect(first).toContain('Situation dans le projet');
    expect(first).toContain(`${SITE}/orbital/`);
    expect(second).toContain('Plan 2D');
    expect(second).toContain('Vos données restent chez nous.');
    expect(second).toContain('Conditions générales : https://demo.vitrine.test/cgu');
    expect(second).toContain('2 / 2');
    // the logo on each page, the model's preview (1200 × 630) on the first, the plan on the second
    const sizes = pdf.pictures.map((image) => [image.page, image.width, image.height]);
    expect(sizes).toEqual(
      expect.arrayContaining([
        [1, LOGO_SIZE.width, LOGO_SIZE.height],
        [1, 1200, 630],
        [2, LOGO_SIZE.width, LOGO_SIZE.height],
        [2, PLAN_SIZE.width, PLAN_SIZE.height],
      ]),
    );
    const plan = pdf.pictures.find((image) => image.width === PLAN_SIZE.width)!;
    expect(plan.middle.r - plan.middle.g).toBeGreaterThan(100);
    const logo = pdf.pictures.find((image) => image.width === LOGO_SIZE.width)!;
    expect(logo.middle.g - logo.middle.r).toBeGreaterThan(80);
  });

  it('gives it in English with English numbers and the project’s English texts', async () => {
    const response = await sheet('A01', '?locale=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="sheet-a01.pdf"');
    const pdf = await readPdf(response.rawPayload);
    const text = pdf.pages.join(' ');
    expect(text).toContain('Apartment A01');
    expect(text).toContain(`Area ${asRead(formatSurface(84.5, 'en'))}`);
    expect(text).toContain(`Price ${asRead(formatPrice(315000, 'en'))}`);
    expect(text).toContain('€315,000');
    expect(text).toContain('2D plan');
    expect(text).toContain('Your data stays with us.');
    expect(text).not.toContain('Prix');
  });

  it('leaves the price out when the project hides its prices', async () => {
    const project = await lead.db
      .selectFrom('projects')
      .select(['id'])
      .where('domain_id', 'in', lead.db.selectFrom('domains').select('id').where('host', '=', DEMO_HOST))
      .executeTakeFirstOrThrow();
    await lead.db.updateTable('projects').set({ show_price: 0 }).where('id', '=', project.id).execute();
    try {
      const pdf = await readPdf((await sheet('A01', '?locale=fr')).rawPayload);
      const text = pdf.pages.join(' ');
      expect(text).toContain(`Surface ${asRead(formatSurface(84.5, 'fr'))}`);
      expect(text).not.toContain('€');
      expect(text).not.toContain('Prix');
      expect(text).not.toContain('Hors frais');
    } finally {
      await lead.db.updateTable('projects').set({ show_price: 1 }).where('id', '=', project.id).execute();
    }
  });

  it('keeps the sheet: the second request reads it back, a change to the unit makes it again', async () => {
    await lead.db.updateTable('units').set({ price: 316000 }).where('id', '=', ids.A01!).execute();
    let started = performance.now();
    const cold = await sheet('A01', '?locale=fr');
    const coldMs = performance.now() - started;
    expect(cold.statusCode).toBe(200);
    const stored = (await storedSheets('A01')).filter((path) => path.includes('/fr-'));
    expect(stored).toHaveLength(1);
    started = performance.now();
    const cached = await sheet('A01', '?locale=fr');
    const cachedMs = performance.now() - started;
    expect(cached.rawPayload.equals(cold.rawPayload)).toBe(true);
    expect((await storedSheets('A01')).filter((path) => path.includes('/fr-'))).toEqual(stored);
    console.log(
      `unit sheet PDF (${dialect}): ${cold.rawPayload.length} bytes, made in ${coldMs.toFixed(0)} ms, read back in ${cachedMs.toFixed(0)} ms`,
    );
    expect(cachedMs).toBeLessThan(coldMs);

    await lead.db.updateTable('units').set({ price: 299000 }).where('id', '=', ids.A01!).execute();
    const redrawn = await sheet('A01', '?locale=fr');
    expect((await readPdf(redrawn.rawPayload)).pages[0]).toContain(asRead(formatPrice(299000, 'fr')));
    const after = (await storedSheets('A01')).filter((path) => path.includes('/fr-'));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(stored);
    await lead.db.updateTable('units').set({ price: 315000 }).where('id', '=', ids.A01!).execute();
  });

  it('puts the first page of the unit’s PDF plan in the sheet when it has no 2D picture', async () => {
    await lead.db
      .updateTable('units')
      .set({ status_id: 1, blueprint_2d_path: null })
      .where('id', '=', ids.A02!)
      .execute();
    try {
      const pdf = await readPdf((await sheet('A02')).rawPayload);
      expect(pdf.pages).toHaveLength(2);
      expect(pdf.pages[1]).toContain('Plan vectoriel A02');
    } finally {
      await lead.db.updateTable('units').set({ status_id: 2 }).where('id', '=', ids.A02!).execute();
    }
  });

  it('answers 404, without a trace of the server, for a unit the site does not show as a sheet', async () => {
    const storedBefore = await storedSheets('A02');
    const refused = [
      await sheet('Q01'), // another site's unit
      await sheet('A01', '', OTHER_HOST),
      await sheet(999_999), // unknown
      await sheet('abc'), // made up
      await sheet(99_999_999_999),
      await sheet('A02'), // sold: its sheet does not open
      await sheet('A11'), // reserved
      await sheet('A13'), // not clickable
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).not.toMatch(/stack|\.ts:|at \w+ \(/);
    }
    expect(await storedSheets('A02')).toEqual(storedBefore);
  });

  it('mails the PDF sheet with a unit that has no plan file, and keeps it until the mail is sent', async () => {
    const response = await lead.app.inject({
      method: 'POST',
      url: '/unit/mail-to',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Marie',
        last_name: 'Dupont',
        email: 'parking@example.be',
        rgpd_acceptance: true,
        url: `${SITE}/orbital/tilleuls/annexe/0/P01?showUnit=true`,
        unit_id: ids.P01,
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [queuedSheet] = await storedSheets('P01');
    expect(queuedSheet).toBeDefined();
    // the unit changes before the mail goes: a new sheet is made, the mailed one stays
    await lead.db.updateTable('units').set({ price: 26000 }).where('id', '=', ids.P01!).execute();
    expect((await sheet('P01', '?locale=fr')).statusCode).toBe(200);
    expect(await storedSheets('P01')).toHaveLength(2);
    expect(await storedSheets('P01')).toContain(queuedSheet);

    const sink = await startSmtpSink();
    try {
      await testWorker(lead, sink.port, { storage: lead.app.storageDriver }).runOnce();
      const visitor = sink.mails.find((mail) => mail.to.includes('parking@example.be'))!;
      expect(visitor.text).toContain('Vous trouverez la fiche de ce logement en PDF jointe à ce message.');
      expect(visitor.attachments).toHaveLength(1);
      expect(visitor.attachments[0]).toMatchObject({
        filename: 'fiche-p01.pdf',
        contentType: 'application/pdf',
      });
      const pdf = await readPdf(visitor.attachments[0]!.content);
      expect(pdf.pages).toHaveLength(1);
      expect(pdf.pages[0]).toContain('P01');
      expect(pdf.pages[0]).toContain(asRead(formatPrice(25000, 'fr')));
      expect(pdf.pictures.map((image) => [image.width, image.height])).toContainEqual([1200, 630]);
    } finally {
      await sink.close();
    }
    // once sent, the next new sheet removes it
    await lead.db.updateTable('units').set({ price: 27000 }).where('id', '=', ids.P01!).execute();
    expect((await sheet('P01', '?locale=fr')).statusCode).toBe(200);
    expect(await storedSheets('P01')).toHaveLength(1);
    expect(await storedSheets('P01')).not.toContain(queuedSheet);
  });

  it('keeps attaching the plan, not the sheet, to a unit that has a plan file', async () => {
    const response = await lead.app.inject({
      method: 'POST',
      url: '/unit/mail-to',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Marie',
        last_name: 'Dupont',
        email: 'plan@example.be',
        rgpd_acceptance: true,
        url: `${SITE}/orbital/tilleuls/a/0/A01?showUnit=true`,
        unit_id: ids.A01,
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await lead.db
      .selectFrom('mail_outbox')
      .select('payload')
      .where('payload', 'like', '%plan@example.be%')
      .execute();
    const attachments = (JSON.parse(String(row!.payload)) as { attachments: { filename: string }[] })
      .attachments;
    expect(attachments.map((file) => file.filename)).toEqual(['plan-a01.pdf']);
  });
});
