import rateLimit from '@fastify/rate-limit';
import { type Message, translate } from '@vitrine/core/i18n/index';
import { ZContactPayload, ZMailToPayload } from '@vitrine/core/schemas/public-payloads';
import { inLocale } from '@vitrine/core/schemas/validation-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type FieldMessages, HttpError, notFound, unprocessable } from '../../http/http-errors.ts';
import { captchaVerifier } from '../../plugins/captcha.ts';
import { sharedRateLimit } from '../../security/shared-rate-limit.ts';
import { findDomainForHost } from '../domain/domain-repository.ts';
import { findUnitOfDomain } from './lead-repository.ts';
import {
  acceptFormBodies,
  bodyFields,
  isHoneypotFilled,
  isOwnSiteUrl,
  requestOrigin,
} from './lead-request.ts';
import { type LeadContext, recordContactLead, recordUnitMailLead } from './lead-service.ts';

/** Each public form: 5 posts a minute per address, counted by every server process together (security/shared-rate-limit.ts), then 429 with Retry-After. */
const FORM_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

/** Validates in French (the 422 contract) and throws the ZodError the errors plugin turns into a 422. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(fields, inLocale('fr'));
  if (!result.success) throw result.error;
  return result.data;
}

/**
 * POST /unit/mail-to and POST /contact. In order: rate limit, honeypot (a bot gets the normal
 * answer and nothing is kept), validation, ownership of unit and link, captcha, then the lead is
 * stored with its mails queued in one transaction.
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, sharedRateLimit(app.db));
  await acceptFormBodies(app);
  const captcha = captchaVerifier(app.config.captcha, app.db);

  async function siteOf(request: FastifyRequest) {
    const domain = await findDomainForHost(app.db, request.hostname);
    if (!domain) throw notFound();
    return domain;
  }

  async function requireCaptcha(token: string, request: FastifyRequest) {
    if (await captcha.verify(token, request.ip)) return;
    const message: Message = { key: 'api.captchaFailed' };
    throw new HttpError(422, message, { errors: { recaptcha_token: [message] } });
  }

  function leadContext(request: FastifyRequest, domain: LeadContext['domain']): LeadContext {
    return {
      db: app.db,
      domain,
      locale: request.locale,
      origin: requestOrigin(request),
      storageDir: app.storage.dir,
      salesFallback: app.config.salesNotificationEmail,
      warn: (message) => request.log.warn(message),
    };
  }

  app.post('/unit/mail-to', { config: { rateLimit: FORM_RATE_LIMIT } }, async (request) => {
    const answer = { message: translate(request.locale, 'api.mailSent') };
    const fields = bodyFields(request.body);
    if (isHoneypotFilled(fields)) {
      request.log.info({ form: 'mail-to' }, 'honeypot filled: lead dropped');
      return answer;
    }
    const payload = parseFields(ZMailToPayload, fields);
    const domain = await siteOf(request);
    const found = await findUnitOfDomain(app.db, domain.id, payload.unit_id);
    const errors: FieldMessages = {};
    const invalid = (field: 'unit_id' | 'url'): Message => ({ key: 'validation.in', field });
    if (!found) errors.unit_id = [invalid('unit_id')];
    if (!isOwnSiteUrl(payload.url, request, domain, app.config.appUrl)) errors.url = [invalid('url')];
    if (!found || Object.keys(errors).length > 0) throw unprocessable(errors);
    await requireCaptcha(payload.recaptcha_token, request);
    const contactId = await recordUnitMailLead(leadContext(request, domain), payload, found);
    request.log.info({ contactId, unitId: found.unit.id }, 'lead stored (mail-to)');
    return answer;
  });

  app.post('/contact', { config: { rateLimit: FORM_RATE_LIMIT } }, async (request) => {
    const answer = { message: translate(request.locale, 'api.contactSent') };
    const fields = bodyFields(request.body);
    if (isHoneypotFilled(fields)) {
      request.log.info({ form: 'contact' }, 'honeypot filled: lead dropped');
      return answer;
    }
    const payload = parseFields(ZContactPayload, fields);
    const domain = await siteOf(request);
    await requireCaptcha(payload.recaptcha_token, request);
    const contactId = await recordContactLead(leadContext(request, domain), payload);
    request.log.info({ contactId }, 'lead stored (contact)');
    return answer;
  });
};
