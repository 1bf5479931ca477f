import type { Challenge } from 'altcha-lib';
import { requestHeaders } from '../../api/http.ts';
import { altchaToken } from './proof-of-work.ts';
import { recaptchaToken } from './recaptcha.ts';
import { solveInWorker } from './solve-in-worker.ts';

export const CAPTCHA_CHALLENGE_URL = '/captcha/challenge';

type CaptchaSetup = ({ provider: 'altcha' } & Challenge) | { provider: 'recaptcha'; site_key: string | null };

/**
 * Sent when no token could be made (no network, worker failure): the server then answers 422
 * on recaptcha_token with its "anti-robot check failed" message, which the form shows.
 */
const NO_TOKEN = 'unsolved';

/**
 * An invisible captcha token for a public form, made just before it is sent: with ALTCHA (the
 * default) a fresh challenge solved by proof of work in a Web Worker; with reCAPTCHA v3 a token
 * for `action` ('login' for the e-mail modal, as the spec names it).
 */
export async function getCaptchaToken(action: string): Promise<string> {
  try {
    const response = await fetch(CAPTCHA_CHALLENGE_URL, { credentials: 'include', headers: requestHeaders });
    if (!response.ok) return NO_TOKEN;
    const setup = (await response.json()) as CaptchaSetup;
    if (setup.provider === 'recaptcha')
      return setup.site_key ? await recaptchaToken(setup.site_key, action) : NO_TOKEN;
    const { provider: _provider, ...challenge } = setup;
    const solution = await solveInWorker(challenge);
    return solution ? altchaToken(challenge, solution) : NO_TOKEN;
  } catch (error) {
    console.error('captcha failed', error);
    return NO_TOKEN;
  }
}
