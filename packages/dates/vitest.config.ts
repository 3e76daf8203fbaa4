import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Every test runs at one instant unless it says otherwise (docs/decisions/0006).
    setupFiles: ['@leisure/test-clock/pin-date'],
  },
});
