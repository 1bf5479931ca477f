import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import type { Row } from '../db/schema.ts';
import { unauthenticated } from '../http/http-errors.ts';

export const SESSION_COOKIE = 'vitrine_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** "Stay connected": the session and its cookie last 30 days. */
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** Otherwise the cookie lives as long as the browser, and the session ends after 2 h without a call. */
export const IDLE_MS = 2 * 3600 * 1000;
/** last_seen_at / expires_at are written at most once a minute per session. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionUser = Row<'users'>;

export interface Session {
  /** The database key: sha256 of the cookie's token (the token itself is never stored). */
  key: string;
  csrfToken: string;
  remember: boolean;
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's cookie, when it is known and not expired. */
    session: Session | null;
    /** The signed-in user, when the session has one. */
    user: SessionUser | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const nowIso = () => new Date().toISOString();

function expiryOf(remember: boolean, from = Date.now()): string {
  return new Date(from + (remember ? REMEMBER_MS : IDLE_MS)).toISOString();
}

const isHttps = (request: FastifyRequest) => request.server.config.appUrl.startsWith('https:');

/**
 * Under https the session cookie is `__Host-vitrine_session`: the browser then refuses one set by
 * a sibling subdomain (another tenant's site), which could otherwise plant its own session.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return isHttps(request) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** Every cookie of ours: whole site, Lax, and Secure whenever APP_URL is https. */
function cookieOptions(request: FastifyRequest, maxAgeMs?: number) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: isHttps(request),
    ...(maxAgeMs ? { maxAge: maxAgeMs / 1000 } : {}),
  };
}

/** Sets the XSRF-TOKEN cookie the admin's script reads and sends back as X-XSRF-TOKEN. */
export function setXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs?: number,
): void {
  reply.setCookie(XSRF_COOKIE, token, { ...cookieOptions(request, maxAgeMs), httpOnly: false });
}

/** The session each signed-in user object of a request was read from. */
const sessionOfUser = new WeakMap<SessionUser, Session>();

/** The session key a request's signed-in user came with (undefined for a user read elsewhere). */
export function sessionKeyOf(user: SessionUser): string | undefined {
  return sessionOfUser.get(user)?.key;
}

/** Ends every session of a user, but `keep` (the caller's own, when it changes its own password). */
export async function endSessionsOf(db: Db, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/**
 * Opens a new session (fresh id and CSRF token) and sets its cookies: the httpOnly session cookie
 * and the XSRF-TOKEN cookie the admin reads and sends back as X-XSRF-TOKEN.
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: number | null; remember: boolean },
): Promise<Session> {
  const db = request.server.db;
  if (request.session) await db.deleteFrom('sessions').where('id', '=', request.session.key).execute();
  const token = newToken();
  const session: Session = {
    key: hashToken(token),
    csrfToken: newToken(),
    remember: options.remember,
    userId: options.userId,
  };
  await db
    .insertInto('sessions')
    .values({
      id: session.key,
      user_id: session.userId,
      csrf_token: session.csrfToken,
      remember: session.remember ? 1 : 0,
      ip: request.ip.slice(0, 64),
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
      expires_at: expiryOf(session.remember),
    })
    .execute();
  const maxAgeMs = session.remember ? REMEMBER_MS : undefined;
  reply.setCookie(sessionCookieName(request), token, { ...cookieOptions(request, maxAgeMs), httpOnly: true });
  setXsrfCookie(request, reply, session.csrfToken, maxAgeMs);
  request.session = session;
  return session;
}

/** Ends the request's session and clears its cookies. */
export async function closeSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session)
    await request.server.db.deleteFrom('sessions').where('id', '=', request.session.key).execute();
  reply.clearCookie(sessionCookieName(request), cookieOptions(request));
  reply.clearCookie(XSRF_COOKIE, cookieOptions(request));
  request.session = null;
  request.user = null;
}

/** Deletes expired sessions (on a timer, see session-sweeper.ts; the expires_at index keeps it cheap). */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', nowIso()).execute();
}

async function loadSession(request: FastifyRequest): Promise<void> {
  const token = request.cookies[sessionCookieName(request)];
  if (!token || token.length > 100) return;
  const db = request.server.db;
  const key = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.csrf_token',
      'sessions.remember',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'sessions.user_id',
    ])
    .selectAll('users')
    .where('sessions.id', '=', key)
    .executeTakeFirst();
  if (!row) return;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now) {
    await db.deleteFrom('sessions').where('id', '=', key).execute();
    return;
  }
  const remember = row.remember === 1;
  request.session = { key, csrfToken: row.csrf_token, remember, userId: row.user_id };
  if (row.user_id !== null && row.id !== null) {
    const { csrf_token, remember: _r, expires_at, last_seen_at, user_id, ...user } = row;
    request.user = { ...user, id: row.user_id } as SessionUser;
    sessionOfUser.set(request.user, request.session);
  }
  // Idle expiry slides forward with use; a remembered session keeps its 30 days.
  if (!remember && now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString(), expires_at: expiryOf(false, now) })
      .where('id', '=', key)
      .execute();
  }
}

/** The signed-in user of a request, or a 401. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** preHandler: only signed-in users go on (401 otherwise). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

/** Reads the session cookie of every request into `request.session` and `request.user`. */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/storage/') || request.url.startsWith('/assets/')) return;
      await loadSession(request);
    });
  },
  { name: 'session', dependencies: ['context'] },
);
