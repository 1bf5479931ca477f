import { describe, expect, it } from 'vitest';
import { hasPromptCookie } from './prompt-cookie.ts';

describe('hasPromptCookie', () => {
  it('finds promptCookie among the cookies', () => {
    expect(hasPromptCookie('a=1; promptCookie=1; b=2')).toBe(true);
    expect(hasPromptCookie('promptCookieX=1')).toBe(false);
    expect(hasPromptCookie('')).toBe(false);
  });
});
