import { reactTestConfig } from '@leisure/test-support/vitest-preset';

export default reactTestConfig({
  pageUrl: 'http://bookings.leisure.localhost/',
  setup: 'test/support/setup.ts',
  sandbox: true,
});
