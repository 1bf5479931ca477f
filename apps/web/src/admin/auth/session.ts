import type { TLoginInput, TUser } from '@vitrine/core';
import { ApiError, apiJson, fetchCsrfCookie } from '../api/admin-http.ts';

export const USER_INCLUDE = ['settings', 'corporation', 'corporation.settings'] as const;
export const currentUserKey = ['auth', 'user'] as const;

function unwrap<T>(answer: unknown): T {
  const wrapped = answer as { data?: T } | null;
  return (wrapped && typeof wrapped === 'object' && 'data' in wrapped ? wrapped.data : answer) as T;
}

/** GET /api/auth/user: the signed-in user with settings and corporation, or null when signed out. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<TUser | null> {
  try {
    const answer = await apiJson<unknown>('GET', '/api/auth/user', {
      query: { include: USER_INCLUDE.join(',') },
      ...(signal && { signal }),
    });
    return unwrap<TUser | null>(answer) ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null;
    throw error;
  }
}

/** The Sanctum handshake, then POST /api/login. */
export async function signIn(input: TLoginInput): Promise<void> {
  await fetchCsrfCookie();
  await apiJson('POST', '/api/login', { body: input });
}

export async function signOut(): Promise<void> {
  try {
    await apiJson('POST', '/api/logout');
  } catch (error) {
    if (!(error instanceof ApiError && (error.status === 401 || error.status === 419))) throw error;
  }
}
