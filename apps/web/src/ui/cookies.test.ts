import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.ts';

describe('cookieValue', () => {
  it('reads a cookie by its exact name among others', () => {
    expect(cookieValue('a=1; vitrine-lang=en; b=2', 'vitrine-lang')).toBe('en');
    expect(cookieValue('vitrine-lang=en', 'vitrine-lang')).toBe('en');
    expect(cookieValue('x-vitrine-lang=en; vitrine-langue=fr', 'vitrine-lang')).toBeNull();
    expect(cookieValue('', 'vitrine-lang')).toBeNull();
  });

  it('keeps an "=" inside the value', () => {
    expect(cookieValue('token=a=b', 'token')).toBe('a=b');
  });
});
