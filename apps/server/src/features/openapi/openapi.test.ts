import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

describe('the OpenAPI document', () => {
  const ctx = useTestApp('sqlite');

  it('describes the admin API from the zod schemas at /api/docs/json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/units',
      '/api/units/{id}',
      '/api/login',
      '/api/filepond',
      '/api/sort/{resource}',
      '/api/buildings/{id}/orbitals',
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
    const unitBody = document.paths['/api/units'].post.requestBody.content['application/json'].schema;
    const schema = unitBody.$ref ? document.components.schemas[unitBody.$ref.split('/').pop()] : unitBody;
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'fullname', 'floor_id']));
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['price', 'blueprint2D', 'has_garden']),
    );
  });

  it('sends /api/docs to the JSON document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/docs/json');
  });
});
