import { ZKioskLinkRequest } from '@vitrine/core/kiosk/kiosk-link-schema';
import { isKioskSite, kioskIdleMs } from '@vitrine/core/kiosk/kiosk-settings';
import {
  checkKioskToken,
  KIOSK_COOKIE,
  KIOSK_PASS_DAYS,
  kioskClaims,
  signKioskToken,
} from '@vitrine/core/kiosk/kiosk-token';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/http-errors.ts';
import { currentUser } from '../../plugins/session.ts';
import { siteOrigin } from '../domain/site-of-host.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceNamed } from '../resources/registry.ts';
import { pathId } from '../resources/request-query.ts';
import { kioskPolicy } from './kiosk-policy.ts';
import { refuseKioskLink } from './kiosk-refusal.ts';
import { kioskSigner } from './kiosk-signer.ts';
import { kioskSiteOf } from './kiosk-site.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The pass cookie: the whole site, Lax, Secure under https; readable by the page (it only says "kiosk"). */
function setPassCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeS: number) {
  reply.setCookie(KIOSK_COOKIE, value, {
    path: '/',
    sameSite: 'lax',
    secure: request.server.config.appUrl.startsWith('https:'),
    httpOnly: false,
    maxAge: maxAgeS,
  });
}

/**
 * Kiosk mode (issue 15 point 4; README.md). The back office's signed link, the page that turns a
 * browser into a kiosk when it opens one, and the state the public site asks for when that
 * browser comes back.
 */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const sign = kioskSigner(app.config.sessionSecret);

  /** Opens a kiosk on this browser: a valid link of the Host's site sets the pass and goes home. */
  app.get(
    '/kiosk/open',
    { schema: { querystring: z.object({ token: z.string().max(400).default('') }) } },
    async (request, reply) => {
      const site = await kioskSiteOf(request);
      const now = Date.now();
      const check = checkKioskToken(request.query.token, { kind: 'link', siteId: site.id, nowMs: now, sign });
      if (!check.ok) return refuseKioskLink(request, reply, check.problem);
      const pass = signKioskToken(kioskClaims('pass', site.id, now, KIOSK_PASS_DAYS), sign);
      setPassCookie(request, reply, pass, (KIOSK_PASS_DAYS * DAY_MS) / 1000);
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    },
  );

  /** Takes this browser out of kiosk mode (its pass only; a site set as a kiosk stays one). */
  app.get('/kiosk/leave', async (request, reply) => {
    setPassCookie(request, reply, '', 0);
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });

  /**
   * Whether this browser is a kiosk of the Host's site — by the site's setting, or by a pass of this
   * site that this server signed and that has not expired — and its idle delay. A pass that is not
   * (another site's, forged, expired) is cleared.
   */
  app.get('/kiosk', async (request, reply) => {
    const site = await kioskSiteOf(request);
    const idle_ms = kioskIdleMs(site.settings);
    reply.header('cache-control', 'no-store').header('vary', 'Cookie');
    if (isKioskSite(site.settings)) return { data: { active: true, via: 'setting' as const, idle_ms } };
    const pass = request.cookies[KIOSK_COOKIE];
    const valid =
      pass !== undefined &&
      checkKioskToken(pass, { kind: 'pass', siteId: site.id, nowMs: Date.now(), sign }).ok;
    if (pass !== undefined && !valid) setPassCookie(request, reply, '', 0);
    return { data: { active: valid, via: valid ? ('link' as const) : null, idle_ms } };
  });
};

/**
 * POST /api/domains/{id}/kiosk-link `{ days }`: a link that turns the browser opening it into a
 * kiosk of the site, for `days` days, on the site's own address. Signed in (401), the site of the
 * user's corporation (404 otherwise), an admin (403 for sales users); CSRF as every admin write.
 */
export const kioskAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const sign = kioskSigner(app.config.sessionSecret);
  const sites = new WeakMap<FastifyRequest, Row<'domains'>>();
  /** Before the body is read: who asks (401), for which site (404), may they (403). */
  const requireSiteAdmin = async (request: FastifyRequest) => {
    const actor = currentUser(request);
    const domains = resourceNamed('domains')!;
    const id = pathId(domains, (request.params as { id: string }).id);
    const domain = (await findRow(app.db, domains, actor, id)) as Row<'domains'> | undefined;
    if (!domain) throw notFound();
    if (!kioskPolicy.createLink(actor, domain)) throw forbidden();
    sites.set(request, domain);
  };
  app.post(
    '/domains/:id/kiosk-link',
    {
      preValidation: requireSiteAdmin,
      schema: { params: z.object({ id: z.string() }), body: ZKioskLinkRequest },
    },
    async (request) => {
      const domain = sites.get(request)!;
      const claims = kioskClaims('link', domain.id, Date.now(), request.body.days);
      const url = new URL('/kiosk/open', siteOrigin({ domain, exact: true }, app.config.appUrl));
      url.searchParams.set('token', signKioskToken(claims, sign));
      return { data: { url: url.href, expires_at: new Date(claims.expiresAt * 1000).toISOString() } };
    },
  );
};
