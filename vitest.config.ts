import { defineConfig } from 'vitest/config';

// Unit tests: pure functions, the content pipeline, the quiz state machine.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
