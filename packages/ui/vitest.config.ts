import { reactTestConfig } from '@leisure/test-support/vitest-preset';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(
  reactTestConfig({ include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], setup: 'test/setup.ts' }),
  {
    resolve: {
      // Node resolution picks styled-components' server build, which never injects createGlobalStyle rules into the
      // DOM; tests run in a (jsdom) browser, so they get the browser build an app bundle gets.
      alias: [{ find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' }],
    },
  },
);
