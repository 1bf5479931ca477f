import type { CaptchaConfig } from '../config.ts';

const TIMEOUT_MS = 5000;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * Asks Google's siteverify API (or the URL the config names) whether a reCAPTCHA v3 token is
 * good and scored at least the configured minimum. Any failure to ask counts as a refusal.
 */
export async function verifyRecaptchaToken(
  config: CaptchaConfig,
  token: string,
  remoteIp: string,
): Promise<boolean> {
  if (!config.recaptchaSecret) return false;
  const form = new URLSearchParams({ secret: config.recaptchaSecret, response: token, remoteip: remoteIp });
  try {
    const response = await fetch(config.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as SiteVerifyAnswer;
    return answer.success === true && (answer.score ?? 0) >= config.recaptchaMinScore;
  } catch {
    return false;
  }
}
