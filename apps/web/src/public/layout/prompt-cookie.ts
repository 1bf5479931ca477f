export const PROMPT_COOKIE = 'promptCookie';
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

export function hasPromptCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${PROMPT_COOKIE}=`));
}

/** Remembers for 7 days that the prompt modal was shown. */
export function setPromptCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is the spec's contract (promptCookie, 7 days)
  document.cookie = `${PROMPT_COOKIE}=1; max-age=${SEVEN_DAYS_S}; path=/; SameSite=Lax`;
}
