import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://join.leisure.localhost/checkout' } },
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
    // The in-process sandbox is server code: Node loads it as it is (native type stripping), as in packages/auth.
    server: { deps: { external: [/apps\/sandbox-api\//] } },
  },
});
