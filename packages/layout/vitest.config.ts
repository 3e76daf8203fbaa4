import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
    // The in-process sandbox is server code: Node runs it as it is (it strips the types itself), rather than
    // Vite's browser transform, which would rewrite its `new URL(…, import.meta.url)` file paths into page URLs.
    server: { deps: { external: [/\/apps\/sandbox-api\//] } },
  },
});
