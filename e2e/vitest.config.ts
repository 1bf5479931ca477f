import { defineConfig } from 'vitest/config';

// Browser flows: one server and one Chromium per file, two files at a time. A flow keeps a core
// busy about a third of its time (e2e alone: 533 s of CPU in 770 s), so two share the machine's
// two cores; each worker's servers have their own demo storage (support/private-storage.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 420_000,
    maxWorkers: 2,
  },
});
