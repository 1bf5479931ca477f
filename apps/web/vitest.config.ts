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
  },
});
