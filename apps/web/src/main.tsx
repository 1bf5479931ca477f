import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { domainQueryOptions } from './api/domain-query.ts';
import { setupI18n } from './i18n/setup.ts';
import { fetchFirstFrameEarly, orbitalParamsOf } from './public/orbital/early-first-frame.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import './ui/base.css';

setupI18n();

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 } },
});

// the site's data (preloaded by index.html) and, on the model's page, its first frame are asked
// for now, before React has built the page
if (orbitalParamsOf(window.location.pathname)) {
  void queryClient
    .fetchQuery(domainQueryOptions)
    .then((domain) => fetchFirstFrameEarly(domain, window.location))
    .catch(() => {
      // the layout shows the error and a retry button
    });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition: React renders the first screen in slices of a few milliseconds, so that a phone
// never meets one long task (the loader is already painted by index.html meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
