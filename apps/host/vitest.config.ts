import { reactTestConfig } from '@leisure/test-support/vitest-preset';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Tests that run a real Vite build: Rolldown's native bindings reject RegExps made in a VM context's realm, so these
 * run in plain Node worker processes, not in the preset's VM pool (docs/decisions/0009).
 */
const viteBuildTests = ['test/configCheckPlugin.test.ts', 'test/contentSecurityPolicyPlugin.test.ts'];

export default defineConfig({
  test: {
    projects: [
      mergeConfig(reactTestConfig({ setup: 'test/setup.ts' }), { test: { name: 'host', exclude: viteBuildTests } }),
      mergeConfig(reactTestConfig({ setup: 'test/setup.ts', include: viteBuildTests }), {
        test: { name: 'host: vite builds', pool: 'forks' },
      }),
    ],
  },
});
