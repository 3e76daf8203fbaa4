import { reactTestConfig } from '@leisure/test-support/vitest-preset';

export default reactTestConfig({
  setup: 'test/support/setup.ts',
  sandbox: true,
});
