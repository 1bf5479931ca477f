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
    // A worker keeps the modules it has loaded from file to file (400 s → 250 s): files share no
    // state but the app's modules, each builds its own app on its own databases.
    isolate: false,
  },
});
