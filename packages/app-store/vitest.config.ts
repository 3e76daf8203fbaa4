import { reactTestConfig, subdomainPage } from '@leisure/test-support/vitest-preset';

export default reactTestConfig({ pageUrl: subdomainPage, setup: 'test/support/setup.ts', sandbox: true });
