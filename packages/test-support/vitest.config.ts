import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // A page on one of the three sub-domains, so cookies scoped to the parent domain behave as in the browser.
    environmentOptions: { jsdom: { url: 'http://bookings.leisure.localhost/' } },
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    // The in-process sandbox is server code: Node loads it as it is (native type stripping). Transformed for the
    // browser-like environment, Vite would rewrite its `new URL('./migrations', import.meta.url)` to a page URL.
    server: { deps: { external: [/apps\/sandbox-api\//] } },
  },
});
