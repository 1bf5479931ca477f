import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST, OTHER_HOST } from '../../test/demo-fixture.ts';
import { PDF_BYTES, PNG_BYTES, useLeadApp } from '../leads/leads-test-kit.ts';
import { fileSlug } from './unit-plans.ts';

/** Every entry of a zip, by name (yauzl's callback API, one entry at a time). */
function unzip(buffer: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: Record<string, Buffer> = {};
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe('plan file names', () => {
  it.each([
    ['A.1.03', 'a-1-03'],
    ['Rez É 2', 'rez-e-2'],
    ['***', 'bien'],
  ])('names unit %s as %s', (name, slug) => {
    expect(fileSlug(name)).toBe(slug);
  });
});

describe.each(testDatabases())('blueprint download on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect);
  const download = (unitId: number | string, host = DEMO_HOST) =>
    lead.app.inject({ method: 'GET', url: `/download/${unitId}/blueprints`, headers: { host } });

  // A02 is sold in the fixture: its plans are those of a sheet that does not open, until it is on sale again
  const setStatus = async (name: string, statusId: number) => {
    await lead.db.updateTable('units').set({ status_id: statusId }).where('name', '=', name).execute();
  };

  it('answers 404 for the plans of a sold unit, whose sheet does not open', async () => {
    const response = await download(await lead.unitId('A02'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Ce bien n'a pas de plan à télécharger." });
  });

  it('sends the PDF plan of a unit that has only that one', async () => {
    await setStatus('A02', 1);
    const response = await download(await lead.unitId('A02'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="plan-a02.pdf"');
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('sends a zip of the plans of a unit that has several', async () => {
    const response = await download(await lead.unitId('A01'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="plans-a01.zip"');
    const entries = await unzip(response.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['plan-a01-2d.png', 'plan-a01.pdf']);
    expect(entries['plan-a01.pdf']!.equals(PDF_BYTES)).toBe(true);
    expect(entries['plan-a01-2d.png']!.equals(PNG_BYTES)).toBe(true);
  });

  it.each([
    { name: 'a unit without plans', unit: 'P01', host: DEMO_HOST },
    { name: 'a unit whose plan files are missing from storage', unit: 'A12', host: DEMO_HOST },
    { name: 'a unit of another site', unit: 'Q01', host: DEMO_HOST },
    { name: 'a unit asked on the wrong site', unit: 'A02', host: OTHER_HOST },
  ])('answers 404 with a French message for $name', async ({ unit, host }) => {
    const response = await download(await lead.unitId(unit), host);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Ce bien n'a pas de plan à télécharger." });
  });

  it.each(['0', 'abc', '99999999999'])('answers 404 for the unit id %s', async (id) => {
    expect((await download(id)).statusCode).toBe(404);
  });
});
