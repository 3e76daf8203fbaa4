import { reactTestConfig } from '@leisure/test-support/vitest-preset';

// The geocoder's address comes from the configuration (import.meta.env): the API on the test page's own origin,
// where MSW answers with the sandbox's handler.
export default reactTestConfig({
  setup: 'test/support/setup.ts',
  sandbox: true,
  env: { VITE_API_BASE_URL: 'http://localhost:3000/api' },
});
