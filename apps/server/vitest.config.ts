import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // Each file opens its own SQLite file and PostgreSQL database; two cores, so two workers.
    maxWorkers: 2,
  },
});
