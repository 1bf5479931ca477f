import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageExpired } from '../http/http-errors.ts';
import { XSRF_COOKIE } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The unsafe calls that carry no admin token, as "METHOD route" of the matched route (so no
 * spelling of the path can reach or dodge them). Each proves itself another way; see
 * docs/decisions.md, "CSRF decided on the matched route".
 */
export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  // CRM providers sign the raw body (HMAC); no browser, no cookie.
  'POST /webhooks/:provider/:connectionId',
  // The public site's forms: no session, a captcha and a throttle instead.
  'POST /contact',
  'POST /unit/mail-to',
  // Visitor analytics beacons: no session, counts only, cross-origin browsers refused by the route.
  'POST /beacons',
]);

/** How long a token handed out before sign-in is accepted (its cookie lives as long). */
export const ANONYMOUS_XSRF_MS = 2 * 3600 * 1000;

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function decoded(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return '';
  }
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`xsrf:${payload}`).digest('base64url');

/**
 * A token for a visitor without a session (the sign-in form): `issued.nonce.signature`, a signed
 * double-submit cookie. It needs no database row; the sign-in replaces it with the session's own.
 */
export function anonymousXsrfToken(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(18).toString('base64url')}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** Whether a token was signed by this server and is still within ANONYMOUS_XSRF_MS. */
export function isAnonymousXsrfToken(secret: string, token: string, now = Date.now()): boolean {
  const [issued, nonce, signature, ...rest] = token.split('.');
  if (!issued || !nonce || !signature || rest.length > 0) return false;
  const age = now - Number.parseInt(issued, 36);
  if (!(age >= 0 && age <= ANONYMOUS_XSRF_MS)) return false;
  return sameToken(signature, signatureOf(secret, `${issued}.${nonce}`));
}

/** Whether a request must prove its CSRF token: every unsafe method, unless its route is exempt. */
export function needsCsrfCheck(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  return !CSRF_EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
}

/**
 * The second layer against the sites that share our registrable domain (other tenants'
 * subdomains are same-site, so SameSite cookies do not stop them): a browser says where the call
 * comes from with Sec-Fetch-Site, or else with Origin; only our own origin may write.
 */
export function comesFromAnotherOrigin(request: FastifyRequest): boolean {
  const site = firstHeader(request, 'sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = firstHeader(request, 'origin');
  if (!origin) return false;
  const ours = [`${request.protocol}://${request.host}`, request.server.config.appUrl];
  const hostOf = (url: string) => URL.parse(url)?.host;
  const host = hostOf(origin);
  return !host || !ours.some((url) => hostOf(url) === host);
}

/** Whether the token sent back as X-XSRF-TOKEN is the session's, or (no session) a signed cookie's. */
function hasValidToken(request: FastifyRequest): boolean {
  const sent = firstHeader(request, XSRF_HEADER);
  const token = sent ? decoded(sent) : '';
  if (!token) return false;
  if (request.session) return sameToken(token, request.session.csrfToken);
  const cookie = request.cookies[XSRF_COOKIE];
  return (
    cookie !== undefined &&
    sameToken(token, cookie) &&
    isAnonymousXsrfToken(request.server.config.sessionSecret, token)
  );
}

/**
 * Sanctum-style CSRF check, decided on the method and the matched route (never on the raw URL):
 * an unsafe call sends back the XSRF-TOKEN cookie's value as the X-XSRF-TOKEN header, from our
 * own origin. Otherwise 419, before the body is read. Runs after the session plugin.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!needsCsrfCheck(request)) return;
      if (comesFromAnotherOrigin(request) || !hasValidToken(request)) throw pageExpired();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
