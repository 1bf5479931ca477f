import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactMarkerErrors } from './build/marker-errors.ts';
import { precompress } from './build/precompress.ts';
import { preloadDomain } from './build/preload-domain.ts';

/** Paths answered by the Fastify server; in dev they are proxied to it. */
const serverPaths = [
  '/domain',
  '/categories',
  '/unit',
  '/contact',
  '/download',
  '/storage',
  '/api',
  '/sanctum',
];
const serverUrl = process.env.VITRINE_SERVER_URL ?? 'http://localhost:8080';

/** A page navigation (e.g. GET /contact) is the SPA's, not the server's. */
function bypassPageNavigation(req: IncomingMessage): string | undefined {
  const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  return wantsHtml ? '/index.html' : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), reactMarkerErrors(), preloadDomain(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: serverUrl, bypass: bypassPageNavigation }]),
    ),
  },
  build: {
    target: 'es2022',
    // the manifest tells the server which stylesheets and scripts a lazy page needs
    manifest: true,
    // what the first page needs comes in one file rather than a dozen small ones shared with the
    // lazy pages (each one more request, and a round trip on a phone's connection)
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
  },
  // the server render's bundle holds its own React (production build) and libraries: the server
  // loads one file, whatever its own dependencies are
  ssr: { noExternal: true },
  // one file for the server (lazy pages inlined): the server loads a new build under a new URL
  // (?v=), which a chunk importing the entry back would miss, getting a second React
  ...(isSsrBuild && {
    build: {
      target: 'es2022',
      copyPublicDir: false,
      rolldownOptions: { output: { inlineDynamicImports: true } },
    },
  }),
}));
