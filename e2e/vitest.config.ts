import { defineConfig } from 'vitest/config';

// Browser flows: one server and one Chromium per file, files run one after another
// because the machine has two cores and Chromium takes one.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 420_000,
    fileParallelism: false,
  },
});
