import { describe, expect, it } from 'vitest';
import { ApiError } from './admin-http.ts';
import { errorOutcome } from './error-policy.ts';

const failure = (status: number, body: unknown = null) => new ApiError(status, body);

describe('what a failed call does (back office §8)', () => {
  it.each([
    ['401 goes to login', failure(401), 'list', { goTo: 'login' }],
    [
      'no answer (network down) says so in the admin’s words, never "Failed to fetch"',
      failure(0, { message: 'Failed to fetch' }),
      'mutation',
      { toast: { key: 'admin.errors.network' } },
    ],
    ['419 goes to login', failure(419), 'mutation', { goTo: 'login' }],
    [
      '429 shows the French throttle message',
      failure(429),
      'mutation',
      { toast: { key: 'admin.toasts.tooManyAttempts' } },
    ],
    [
      'a list 404 says the list is not found',
      failure(404),
      'list',
      { toast: { key: 'admin.toasts.listNotFound' } },
    ],
    [
      'an item 404 says so and opens the 404 page',
      failure(404),
      'item',
      { toast: { key: 'admin.toasts.itemNotFound' }, goTo: 'notFound' },
    ],
    ['a 422 on a save is left to the form', failure(422, { errors: { name: ['x'] } }), 'mutation', {}],
    [
      'a 500 shows the server message',
      failure(500, { message: 'Erreur serveur' }),
      'item',
      { toast: { text: 'Erreur serveur' } },
    ],
    [
      'a 400 shows the server message',
      failure(400, { message: 'Tri inconnu' }),
      'list',
      { toast: { text: 'Tri inconnu' } },
    ],
    ['a silent call is only logged', failure(500), 'silent', { log: true }],
  ] as const)('%s', (_name, error, context, expected) => {
    expect(errorOutcome(error, context)).toEqual(expected);
  });

  it('logs anything that is not an HTTP failure', () => {
    expect(errorOutcome(new TypeError('boom'), 'list')).toEqual({ log: true });
  });
});
