import type { FastifyRequest } from 'fastify';
import { presentContextOf } from '../../http/present-context-of.ts';
import { currentUser } from '../../plugins/session.ts';
import { includeTree, presentRows } from '../resources/present-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';

/** The signed-in user with their settings, corporation and the corporation's settings. */
export async function presentSignedInUser(request: FastifyRequest) {
  const actor = currentUser(request);
  const users = resourceRegistry.get('users')!;
  const options = {
    db: request.server.db,
    actor,
    ctx: presentContextOf(request, {
      translatable: (request.query as { translatable?: string }).translatable === '1',
    }),
    registry: resourceRegistry,
    fields: {},
  };
  const [user] = await presentRows(
    users,
    [actor],
    includeTree(['settings', 'corporation.settings']),
    options,
  );
  return user;
}
