import { defineConfig } from 'vitest/config';

// Server tests: real SQLite and PostgreSQL stores, real HTTP, real server processes.
// The global setup starts a throwaway PostgreSQL cluster and removes it afterwards.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
