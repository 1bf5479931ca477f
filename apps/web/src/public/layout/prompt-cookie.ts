import { cookieValue, setSiteCookie } from '../../ui/cookies.ts';

export const PROMPT_COOKIE = 'promptCookie';
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

export function hasPromptCookie(cookies: string = document.cookie): boolean {
  return cookieValue(cookies, PROMPT_COOKIE) !== null;
}

/** Remembers for 7 days that the prompt modal was shown (the spec's contract: promptCookie). */
export function setPromptCookie(): void {
  setSiteCookie(PROMPT_COOKIE, '1', SEVEN_DAYS_S);
}
