import { mayWrite, ROLES, WRITE_ROLES } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { resourceRegistry } from './registry.ts';
import type { Actor } from './resource.ts';

/** A row of the actor's corporation that is not the actor's own nor a system one. */
const SOME_ROW = { id: 999, project_id: 5, user_id: null, corporation_id: null };

describe('the role table the admin reads (core WRITE_ROLES)', () => {
  const cases = Object.keys(WRITE_ROLES).flatMap((resource) =>
    (['create', 'update', 'delete'] as const).flatMap((action) =>
      ROLES.map((role) => [resource as keyof typeof WRITE_ROLES, action, role] as const),
    ),
  );

  it.each(cases)('agrees with the server policy: %s %s by role %i', (resource, action, role) => {
    const definition = resourceRegistry.get(resource);
    const actor = { id: 1, role, corporation_id: 1 } as unknown as Actor;
    const row = action === 'create' ? undefined : SOME_ROW;
    expect(definition?.policy[action](actor, row)).toBe(mayWrite(actor, resource, action));
  });
});
