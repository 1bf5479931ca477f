import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Pure modules run in node; component tests opt into jsdom with a `// @vitest-environment jsdom` header.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'node',
    // Form tests type and click through jsdom: seconds each when the two cores are busy.
    testTimeout: 30_000,
    // One worker keeps its modules and its jsdom from file to file (99 s → 19 s on two cores);
    // fresh-file.ts gives each file our modules afresh and a clean page.
    isolate: false,
    setupFiles: ['./src/test/fresh-file.ts'],
  },
});
