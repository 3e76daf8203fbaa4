import { nodeTestConfig } from '@leisure/test-support/vitest-preset';

export default nodeTestConfig({ setup: 'test/support/setup.ts', testTimeout: 20_000 });
