import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import 'filepond/dist/filepond.min.css';
import './admin.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addAdminStrings } from '../i18n/admin-strings.ts';
import { adminPaths, loginPathFor } from './admin-paths.ts';
import { AdminRoutes } from './admin-routes.tsx';
import { ApiError } from './api/admin-http.ts';
import { reportApiError, setErrorNavigator } from './api/error-reporting.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { currentUserKey } from './auth/session.ts';
import { ConfirmHost } from './shared/confirm/ConfirmHost.tsx';
import { TOAST_DURATION_MS } from './shared/notify.ts';
import { UnsavedChangesGuard } from './shared/unsaved/UnsavedChangesGuard.tsx';

addAdminStrings();

const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'sm' });

function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportApiError(error, query.meta?.errorContext ?? 'item'),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError && mutation.meta?.errorContext === 'silent') return;
        reportApiError(error, mutation.meta?.errorContext ?? 'mutation');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1,
      },
    },
  });
}

/** The back office: its own query cache, Mantine, toasts top-right, /login and /admin/*. */
export default function AdminApp() {
  const [client] = useState(createAdminQueryClient);
  const { pathname } = useLocation();
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
        <ConfirmHost />
        <UnsavedChangesGuard />
        <ErrorNavigation client={client} />
        {pathname === adminPaths.login ? <LoginPage /> : <AdminRoutes />}
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** Lets failed calls send the user to /login (401/419) or /admin/404. */
function ErrorNavigation({ client }: { client: QueryClient }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    setErrorNavigator((target) => {
      if (target === 'login') {
        client.setQueryData(currentUserKey, null);
        if (location.pathname !== adminPaths.login) navigate(loginPathFor(here), { replace: true });
      } else navigate(adminPaths.notFound, { replace: true });
    });
    return () => setErrorNavigator(null);
  }, [client, navigate, here, location.pathname]);
  return null;
}
