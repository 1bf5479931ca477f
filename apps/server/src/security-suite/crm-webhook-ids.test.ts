import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { useSecurityWorld } from './suite-world.ts';

describe.each(testDatabases())('CRM webhooks with ids that are no connection on $name', ({ dialect }) => {
  const world = useSecurityWorld(dialect);

  it.each(['2147483648', '123456789012345', '1.5', '-1'])(
    'answers a webhook for connection %s as unknown (404) or invalid (422), not 500',
    async (connectionId) => {
      const response = await world.ctx.app.inject({
        method: 'POST',
        url: `/webhooks/adlead/${connectionId}`,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect([404, 422], response.body).toContain(response.statusCode);
    },
  );
});
