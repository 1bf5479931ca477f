import type { TRole } from '@vitrine/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { i18n } from '../../i18n/translations.ts';
import { AdminLoader } from '../../ui/AdminLoader.tsx';
import { adminPaths, loginPathFor } from '../admin-paths.ts';
import { notifyError } from '../shared/notify.ts';
import { useCurrentUserQuery } from './use-current-user.ts';

/** Only signed-in users pass; the others go to /login and come back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: user, isPending } = useCurrentUserQuery();
  if (isPending) return <FullPageLoader />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}

/** A route's `authorize` list: other roles get the "Unauthorized" toast and go to /admin. */
export function RequireRole({ roles, children }: { roles: readonly TRole[]; children: ReactNode }) {
  const { data: user } = useCurrentUserQuery();
  const allowed = Boolean(user && roles.includes(user.role));
  useEffect(() => {
    if (user && !allowed) notifyError(i18n.t('admin.toasts.unauthorized'));
  }, [user, allowed]);
  return allowed ? children : <Navigate to={adminPaths.home} replace />;
}

/** While the session is checked: the branded loader the admin's code was loaded under. */
export function FullPageLoader() {
  return <AdminLoader />;
}
