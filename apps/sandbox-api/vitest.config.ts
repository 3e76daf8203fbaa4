import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Every test runs at one instant unless it says otherwise (decision 0006).
    setupFiles: ['@leisure/test-clock/pin-date'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
