import { translate } from '@vitrine/core/i18n/index';
import { ZLoginInput } from '@vitrine/core/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unprocessable } from '../../http/http-errors.ts';
import { ANONYMOUS_XSRF_MS, anonymousXsrfToken } from '../../plugins/csrf.ts';
import {
  closeSession,
  deleteExpiredSessions,
  openSession,
  REMEMBER_MS,
  requireUser,
  setXsrfCookie,
} from '../../plugins/session.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { presentSignedInUser } from './auth-presenter.ts';
import { countSignInAttempt, forgetSignInAttempts } from './login-throttle.ts';

/** Compared against when the e-mail is unknown, so that both cases take the same time. */
const NOBODY_HASH = hashPassword('not-a-password-of-anyone');

/**
 * Sanctum-style sign-in: GET /sanctum/csrf-cookie, POST /api/login, GET /api/auth/user,
 * POST /api/logout. The CSRF plugin checks X-XSRF-TOKEN on the two POSTs.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sets XSRF-TOKEN (readable by the admin's script): the session's token, or before sign-in a
  // signed one that needs no session row (a visitor never creates one).
  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    const { session } = request;
    if (session) setXsrfCookie(request, reply, session.csrfToken, session.remember ? REMEMBER_MS : undefined);
    else setXsrfCookie(request, reply, anonymousXsrfToken(app.config.sessionSecret), ANONYMOUS_XSRF_MS);
    reply.header('Cache-Control', 'no-store');
    return reply.code(204).send();
  });

  // Chain: CSRF (plugin) → throttle per account and address → validation → password → session.
  app.post('/api/login', { schema: { body: ZLoginInput, tags: ['auth'] } }, async (request, reply) => {
    const { email, password, remember } = request.body;
    const attempt = await countSignInAttempt(app.db, email, request.ip);
    if (!attempt.allowed) {
      reply.header('Retry-After', String(attempt.retryAfterSeconds));
      throw new HttpError(429, translate(request.locale, 'admin.toasts.tooManyAttempts'));
    }
    const user = await app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const valid = await verifyPassword(user?.password ?? (await NOBODY_HASH), password);
    if (!user || !valid) throw unprocessable({ email: [translate(request.locale, 'api.badCredentials')] });
    await forgetSignInAttempts(app.db, email);
    await deleteExpiredSessions(app.db);
    await openSession(request, reply, { userId: user.id, remember });
    request.user = user;
    return { data: await presentSignedInUser(request) };
  });

  app.get('/api/auth/user', { preHandler: [requireUser], schema: { tags: ['auth'] } }, async (request) => ({
    data: await presentSignedInUser(request),
  }));

  app.post(
    '/api/logout',
    { preHandler: [requireUser], schema: { tags: ['auth'] } },
    async (request, reply) => {
      await closeSession(request, reply);
      return reply.code(204).send();
    },
  );
};
