import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Node resolution picks styled-components' server build, which never injects createGlobalStyle rules into the
    // DOM; tests run in a (jsdom) browser, so they get the browser build an app bundle gets.
    alias: [{ find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' }],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
