import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the built site served by the real server; with them, the
// tests that copy the whole project and build the copy (adding a page, adding a language).
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts', 'tests/project-copies/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
