import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestDatabase, testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('GET /health on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);

  it('answers 200 while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone', async () => {
    const database = await createTestDatabase(dialect);
    const app = await buildApp({ config: ctx.config, db: database.db });
    await database.drop();
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await app.close();
    }
  });
});
