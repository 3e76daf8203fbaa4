import { reactTestConfig, subdomainPage } from './vitest.preset.ts';

export default reactTestConfig({ pageUrl: subdomainPage, sandbox: true });
