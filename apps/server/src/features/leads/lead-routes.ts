import rateLimit from '@fastify/rate-limit';
import { type Message, translate } from '@vitrine/core/i18n/index';
import { ZContactPayload, ZMailToPayload } from '@vitrine/core/schemas/public-payloads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound, unprocessable } from '../../http/http-errors.ts';
import { parseOrReject } from '../../http/zod-validator.ts';
import { captchaVerifier } from '../../plugins/captcha.ts';
import { sharedRateLimit } from '../../security/shared-rate-limit.ts';
import { keepUnitsOfSite } from '../analytics/analytics-repository.ts';
import { findSiteForHost } from '../domain/domain-repository.ts';
import { linkOnSite, siteOrigin } from '../domain/site-of-host.ts';
import { findUnitOfSite } from '../units/unit-repository.ts';
import { acceptFormBodies, bodyFields, isHoneypotFilled } from './lead-request.ts';
import { type LeadContext, recordContactLead, recordUnitMailLead } from './lead-service.ts';

/** Each public form: 5 posts a minute per address, counted by every server process together (security/shared-rate-limit.ts), then 429 with Retry-After. */
const FORM_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

/**
 * POST /unit/mail-to and POST /contact. In order: rate limit, the site of the Host (404 for a
 * host no site has), honeypot (a bot gets the normal answer and nothing is kept), validation,
 * ownership of the unit, captcha, then the lead is stored with its mails queued in one
 * transaction. Links in the mails are on the site's stored host (site-of-host.ts).
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, sharedRateLimit(app.db));
  await acceptFormBodies(app);
  const captcha = captchaVerifier(app.config.captcha, app.db);

  /** The site the form is posted to, by the Host (no fallback for a host no site has: 404). */
  async function siteOf(request: FastifyRequest) {
    const site = await findSiteForHost(app.db, request.hostname, 'form', app.config.appUrl);
    if (!site) throw notFound();
    return { domain: site.domain, origin: siteOrigin(site, app.config.appUrl) };
  }

  /** The unit of the site a form names; any other id (another site's included) is a 422. */
  async function unitOfSite(site: { domain: { id: number } }, unitId: number) {
    const found = await findUnitOfSite(app.db, site.domain.id, unitId);
    if (!found) throw unprocessable({ unit_id: [{ key: 'validation.in', field: 'unit_id' }] });
    return found;
  }

  async function requireCaptcha(token: string, request: FastifyRequest) {
    if (await captcha.verify(token, request.ip)) return;
    const message: Message = { key: 'api.captchaFailed' };
    throw new HttpError(422, message, { errors: { recaptcha_token: [message] } });
  }

  function leadContext(request: FastifyRequest, site: Pick<LeadContext, 'domain' | 'origin'>): LeadContext {
    return {
      db: app.db,
      ...site,
      locale: request.locale,
      storage: app.storageDriver,
      salesFallback: app.config.salesNotificationEmail,
      warn: (message) => request.log.warn(message),
    };
  }

  app.post('/unit/mail-to', { config: { rateLimit: FORM_RATE_LIMIT } }, async (request) => {
    const answer = { message: translate(request.locale, 'api.mailSent') };
    const site = await siteOf(request);
    const fields = bodyFields(request.body);
    if (isHoneypotFilled(fields)) {
      request.log.info({ form: 'mail-to' }, 'honeypot filled: lead dropped');
      return answer;
    }
    const payload = parseOrReject(ZMailToPayload, fields);
    const found = await unitOfSite(site, payload.unit_id);
    await requireCaptcha(payload.recaptcha_token, request);
    // the link mailed is on the site whatever the browser sent: only its path is kept
    const unitUrl = linkOnSite(site.origin, payload.url);
    // units the visitor chose to send: only the site's are kept
    const viewed = await keepUnitsOfSite(app.db, site.domain.id, payload.viewed_unit_ids);
    const contactId = await recordUnitMailLead(
      leadContext(request, site),
      { ...payload, url: unitUrl, viewed_unit_ids: viewed },
      found,
    );
    app.visitorCounts.add({
      domainId: site.domain.id,
      kind: 'sheet_mailed',
      projectId: found.project.id,
      unitId: found.unit.id,
    });
    request.log.info({ contactId, unitId: found.unit.id }, 'lead stored (mail-to)');
    return answer;
  });

  app.post('/contact', { config: { rateLimit: FORM_RATE_LIMIT } }, async (request) => {
    const answer = { message: translate(request.locale, 'api.contactSent') };
    const site = await siteOf(request);
    const fields = bodyFields(request.body);
    if (isHoneypotFilled(fields)) {
      request.log.info({ form: 'contact' }, 'honeypot filled: lead dropped');
      return answer;
    }
    const payload = parseOrReject(ZContactPayload, fields);
    const found = payload.unit_id === undefined ? undefined : await unitOfSite(site, payload.unit_id);
    await requireCaptcha(payload.recaptcha_token, request);
    const viewed = await keepUnitsOfSite(app.db, site.domain.id, payload.viewed_unit_ids);
    const contactId = await recordContactLead(
      leadContext(request, site),
      { ...payload, viewed_unit_ids: viewed },
      found,
    );
    app.visitorCounts.add({
      domainId: site.domain.id,
      kind: 'contact_sent',
      projectId: found?.project.id,
      unitId: found?.unit.id,
    });
    request.log.info({ contactId, unitId: found?.unit.id }, 'lead stored (contact)');
    return answer;
  });
};
