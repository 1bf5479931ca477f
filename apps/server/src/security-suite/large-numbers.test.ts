import { beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../features/auth/test-agent.ts';
import { testDatabases } from '../test/databases.ts';
import { useSecurityWorld } from './suite-world.ts';

const FIFTEEN_DIGITS = '123456789012345';

describe.each(testDatabases())('numbers too large for an id on $name', ({ dialect }) => {
  const world = useSecurityWorld(dialect);
  let root: TestAgent;

  beforeAll(async () => {
    root = await world.signInRoot();
  });

  it.each([
    `filter[floor_id]=${FIFTEEN_DIGITS}`,
    'filter[floor_id]=1e400',
    'filter[floor_id]=1.5',
    `filter[floor.building.id]=${FIFTEEN_DIGITS}`,
    `filter[floor.building.project.id]=${FIFTEEN_DIGITS}`,
    `filter[status_id]=${FIFTEEN_DIGITS}`,
  ])('lists no unit for %s (instead of a server error)', async (filter) => {
    const response = await root.request({ method: 'GET', url: `/api/units?${filter}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it.each([
    ['GET', `/api/units/${FIFTEEN_DIGITS}`],
    ['GET', `/api/jobs/${FIFTEEN_DIGITS}`],
    ['PATCH', `/api/settings/${FIFTEEN_DIGITS}/reset`],
    ['POST', `/api/buildings/${FIFTEEN_DIGITS}/orbitals`],
    ['POST', `/api/domains/${FIFTEEN_DIGITS}/cyclorama`],
    ['GET', `/unit/${FIFTEEN_DIGITS}`],
  ])('answers %s %s with 404: no row has that id', async (method, url) => {
    const response = await root.request({
      method: method as 'GET',
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(response.statusCode, response.body).toBe(404);
  });

  it.each([FIFTEEN_DIGITS, '1e400'])(
    'refuses a unit whose floor_id is %s with a 422 on floor_id',
    async (id) => {
      const response = await root.request({
        method: 'POST',
        url: '/api/units',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"Z1","fullname":{"fr":"Z1"},"floor_id":${id}}`,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toContain('floor_id');
    },
  );

  it('refuses to reorder rows by ids beyond what an id can be (404, no server error)', async () => {
    const response = await root.request({
      method: 'POST',
      url: '/api/sort/units',
      payload: { ids: [Number(FIFTEEN_DIGITS), world.mine.unit] },
    });
    expect([404, 422]).toContain(response.statusCode);
  });
});
