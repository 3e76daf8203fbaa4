import { reactTestConfig } from '@leisure/test-support/vitest-preset';

export default reactTestConfig({
  pageUrl: 'http://join.leisure.localhost/checkout',
  setup: 'test/support/setup.ts',
  sandbox: true,
});
