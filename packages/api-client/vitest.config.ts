import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Node, not jsdom: the client's fetch calls reach MSW without a page origin.
    environment: 'node',
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
  },
});
