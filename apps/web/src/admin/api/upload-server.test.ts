import { afterEach, describe, expect, it, vi } from 'vitest';
import { filePondServer, serverIdOf, uploadRefusalOf } from './upload-server.ts';

describe('the FilePond server id', () => {
  it.each([
    ['plain text of a whole-file upload', ' 0123abcd\n', '0123abcd'],
    ['JSON with an id', '{"id":"f00"}', 'f00'],
    ['the XMLHttpRequest of a chunked upload', { response: '9f9f', status: 200 }, '9f9f'],
  ])('is read from %s', (_case, answer, expected) => {
    expect(serverIdOf(answer)).toBe(expected);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('a refused upload', () => {
  const refusedAnswer = JSON.stringify({
    message: 'Les données sont invalides.',
    errors: { file: ["Le fichier n'est pas d'un type accepté."] },
  });

  it('reads the reason from the field errors of a 422', () => {
    expect(uploadRefusalOf(refusedAnswer)).toEqual({
      reason: "Le fichier n'est pas d'un type accepté.",
      fromFields: true,
    });
  });

  it('reads the message of an answer without field errors, and nothing from a page or a status text', () => {
    expect(uploadRefusalOf('{"message":"En-tête Upload-Offset manquant."}')?.reason).toBe(
      'En-tête Upload-Offset manquant.',
    );
    expect(uploadRefusalOf('<html>Bad gateway</html>')).toBeNull();
    expect(uploadRefusalOf(null)).toBeNull();
  });

  it('keeps the reason of a refused last chunk when FilePond’s retries then get a 404', () => {
    vi.stubGlobal('document', { cookie: '' });
    const server = filePondServer() as { patch: { onerror: (response: unknown) => unknown } };
    expect(server.patch.onerror(refusedAnswer)).toMatchObject({
      reason: "Le fichier n'est pas d'un type accepté.",
    });
    expect(server.patch.onerror('{"message":"Introuvable."}')).toMatchObject({
      reason: "Le fichier n'est pas d'un type accepté.",
    });
  });
});
