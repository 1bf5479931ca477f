import { defineConfig } from 'vitest/config';

// Browser flows: one server and one Chromium per file. Two files at a time: most of a flow is
// waiting (network emulation, idle delays, the server's jobs), so two share the two cores well
// and the suite takes about half the time it took one file after another.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 420_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
