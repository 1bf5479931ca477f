import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZContactPayload } from '@vitrine/core/schemas/public-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../app.ts';
import { badRequest, forbidden } from '../http/http-errors.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { testConfig } from '../test/test-app.ts';

describe('error answers', () => {
  let app: App;
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-errors-'));
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig(dir), db: database.db });
    app.post('/test/contact', { schema: { body: ZContactPayload } }, async (request) => ({
      received: request.body.email,
    }));
    app.get(
      '/test/list',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async () => ({}),
    );
    app.get('/test/bad-sort', async () => {
      throw badRequest('Le tri sur « secret » n’est pas autorisé.');
    });
    app.get('/test/forbidden', async () => {
      throw forbidden();
    });
    app.get('/test/crash', async () => {
      throw new Error('connection string postgres://admin:hunter2@db/x leaked');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/test/contact', payload, headers: { 'content-type': contentType } });

  it('answers 422 with French messages by field for an invalid body', async () => {
    const response = await post(JSON.stringify({ email: 'not-an-email', first_name: '', body: 'Bonjour' }));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Les données fournies ne sont pas valides.');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'recaptcha_token']);
    expect(body.errors.email).toEqual(['Le champ adresse e-mail doit être une adresse e-mail valide.']);
    expect(body.errors.last_name).toEqual(['Le champ nom est obligatoire.']);
  });

  it('answers 422 for an invalid query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/list?page=zero' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });

  it('answers 422, not 500, for a missing or non-object JSON body', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(422);
    }
  });

  it('answers 400 with a reason for malformed JSON and an empty JSON body', async () => {
    const malformed = await post('{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "Le corps de la requête n'est pas un JSON valide." });
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('vide');
  });

  it('answers 415 for a content type no route reads', async () => {
    const response = await post('<xml/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Type de contenu non pris en charge.' });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post(JSON.stringify({ body: 'x'.repeat(3 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('trop volumineux');
  });

  it('passes on the message of errors raised on purpose', async () => {
    const bad = await app.inject({ method: 'GET', url: '/test/bad-sort' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Le tri sur « secret » n’est pas autorisé.' });
    const denied = await app.inject({ method: 'GET', url: '/test/forbidden' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: "Vous n'avez pas le droit d'effectuer cette action." });
  });

  it('answers 500 with a plain message and nothing of the fault', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Erreur du serveur.' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('answers 404 with a message for an unknown route, in English when asked', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Resource not found.' });
  });
});
