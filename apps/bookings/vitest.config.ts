import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
    // The app reads its configuration from import.meta.env: the API on the test page's own origin (no CORS),
    // where MSW answers with the sandbox's handler.
    env: { VITE_API_BASE_URL: 'http://localhost:3000/api' },
    // The in-process sandbox is server code: Node runs it as it is rather than through Vite's browser transform,
    // which would turn its `new URL(…, import.meta.url)` file paths into page URLs.
    server: { deps: { external: [/\/apps\/sandbox-api\//] } },
  },
});
