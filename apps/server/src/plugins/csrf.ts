import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageExpired } from '../http/http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const XSRF_HEADER = 'x-xsrf-token';

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

/** Whether a request must prove its CSRF token: every mutating call under /api. */
export function needsCsrfCheck(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) && request.url.startsWith('/api/');
}

/**
 * Sanctum-style CSRF check: a mutating /api call sends back the XSRF-TOKEN cookie's value as the
 * X-XSRF-TOKEN header, and it must match its session's token. No session (never opened or
 * expired) or another token: 419. Runs after the session plugin and before the body is read.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!needsCsrfCheck(request)) return;
      const sent = request.headers[XSRF_HEADER];
      const token = Array.isArray(sent) ? sent[0] : sent;
      const expected = request.session?.csrfToken;
      if (!token || !expected || !sameToken(decoded(token), expected)) throw pageExpired();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
