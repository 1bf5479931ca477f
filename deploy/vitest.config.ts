import { defineConfig } from 'vitest/config';

// The deployment suite: nginx, two server processes, PostgreSQL and a bucket, once for the file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
