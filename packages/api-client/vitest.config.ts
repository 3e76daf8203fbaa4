import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Node, not jsdom: axios then uses its http adapter, which MSW intercepts without jsdom's CORS checks.
    environment: 'node',
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
  },
});
