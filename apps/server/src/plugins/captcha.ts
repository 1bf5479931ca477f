import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { sharedRateLimit } from '../security/shared-rate-limit.ts';
import { createAltchaChallenge, verifyAltchaToken } from './captcha-altcha.ts';
import { verifyRecaptchaToken } from './captcha-recaptcha.ts';

export interface CaptchaVerifier {
  /** Whether a public form's token proves a person: forged, expired or reused tokens fail. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The verifier of the configured provider: ALTCHA (self-hosted proof of work) or reCAPTCHA v3. */
export function captchaVerifier(config: CaptchaConfig, db: Db): CaptchaVerifier {
  return {
    verify: (token, remoteIp) =>
      config.provider === 'recaptcha'
        ? verifyRecaptchaToken(config, token, remoteIp)
        : verifyAltchaToken(db, config.altchaHmacKey, token),
  };
}

/**
 * GET /captcha/challenge: what the public forms need before they submit. With ALTCHA, a fresh
 * signed challenge (`{ provider: 'altcha', parameters, signature }`, never cached); with
 * reCAPTCHA, the site key the page loads Google's script with.
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, sharedRateLimit(app.db));
  const { captcha } = app.config;
  app.get(
    '/captcha/challenge',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (captcha.provider === 'recaptcha')
        return { provider: 'recaptcha', site_key: captcha.recaptchaSiteKey };
      return { provider: 'altcha', ...(await createAltchaChallenge(captcha.altchaHmacKey)) };
    },
  );
};
