import { useQuery } from '@tanstack/react-query';
import {
  mayChangeSetting,
  mayDeleteUser,
  mayWrite,
  ROLE,
  type TUser,
  type TWritableResource,
} from '@vitrine/core';
import { currentUserKey, fetchCurrentUser } from './session.ts';

/** The signed-in user (null when signed out, undefined while checking). */
export function useCurrentUserQuery() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { errorContext: 'silent' },
  });
}

/** The user, inside the guarded admin area where it is known to be loaded. */
export function useUser(): TUser {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useUser outside the signed-in area');
  return data;
}

/** Who configures a project's CRM connections (server: crm-policy.ts, admins and root). */
export const CRM_ROLES = [ROLE.ROOT, ROLE.ADMIN] as const;

export function canConfigureCrm(user: Pick<TUser, 'role'> | null | undefined): boolean {
  return Boolean(user && (CRM_ROLES as readonly number[]).includes(user.role));
}

export function isRoot(user: Pick<TUser, 'role'> | null | undefined): boolean {
  return user?.role === ROLE.ROOT;
}

type MaybeUser = Pick<TUser, 'id' | 'role'> | null | undefined;

/**
 * Whether to offer a write of a resource: core's role table, the one the server's policies are
 * checked against (the server still decides).
 */
export function canWrite(
  user: MaybeUser,
  resource: TWritableResource,
  action: 'create' | 'update' | 'delete',
) {
  return Boolean(user && mayWrite(user, resource, action));
}

/** Whether to offer saving or resetting a setting (a corporation's: root, or its admins for a few keys; one's own: anyone). */
export function canChangeSetting(
  user: MaybeUser,
  setting: { name?: unknown; user_id?: unknown; corporation_id?: unknown },
) {
  return Boolean(user && mayChangeSetting(user, setting));
}

/** Whether to offer deleting an account (admins, never their own). */
export function canDeleteUser(user: MaybeUser, account: { id: number }) {
  return Boolean(user && mayDeleteUser(user, account));
}
