import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { repoRoot } from '../workspaceLayout.js';
import { importBoundaries } from '../importBoundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (path) => `${repoRoot}/${path}`;

// As eslint.config.js writes them: the host composes the apps, test code runs the sandbox.
const allow = [
  { from: ['apps/host/src/**'], to: ['@leisure/bookings'] },
  { from: ['**/*.test.ts', '**/test/**'], to: ['@leisure/sandbox-api', '@leisure/sandbox-api/testing'] },
];

/** [file, code, messageId, options?]: one import each that the rule must report. */
const reported = [
  ['packages/ui/src/Header.tsx', "import { demoAccounts } from '@leisure/sandbox-api';", 'packageImportsApp'],
  ['packages/ui/src/Header.tsx', "import { x } from '../../../apps/bookings/src/x.ts';", 'packageImportsApp'],
  ['apps/bookings/src/App.tsx', "import { x } from '../../my-account/src/routes.tsx';", 'appImportsApp'],
  ['apps/bookings/src/App.tsx', "const m = import('@leisure/sandbox-api');", 'appImportsApp'],
  ['apps/bookings/src/App.tsx', "import { Button } from '../../../packages/ui/src/index.ts';", 'relativeIntoUnit'],
  [
    'apps/sandbox-api/src/features/joining/joiningRoutes.ts',
    "import { costs } from '../memberships/membershipCosts.ts';",
    'featureInternals',
  ],
  [
    'apps/sandbox-api/src/features/joining/steps/store.ts',
    "export { costs } from '../../memberships/pricing/costs.ts';",
    'featureInternals',
  ],
  [
    'apps/bookings/src/routes.tsx',
    "import { Timetable } from './features/timetable/Timetable.tsx';",
    'featureInternals',
    { publicFeatureEntry: 'everywhere' },
  ],
  // The exceptions are narrow: only the files and the exact specifiers listed.
  ['apps/host/src/frontEndLoaders.ts', "const m = import('@leisure/my-account');", 'appImportsApp', { allow }],
  ['apps/my-account/src/App.tsx', "const m = import('@leisure/bookings');", 'appImportsApp', { allow }],
  [
    'packages/ui/src/Header.tsx',
    "import { createSandbox } from '@leisure/sandbox-api';",
    'packageImportsApp',
    { allow },
  ],
  [
    'packages/auth/test/support/demoLogin.ts',
    "export { demoAccounts } from '@leisure/sandbox-api/src/seed/demoAccounts.ts';",
    'packageImportsApp',
    { allow },
  ],
  [
    'packages/auth/test/support/demoLogin.ts',
    "export { demoAccounts } from '../../../../apps/sandbox-api/src/seed/demoAccounts.ts';",
    'packageImportsApp',
    { allow },
  ],
];

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('apps/bookings/src/App.tsx'), code: "import { Button } from '@leisure/ui';" },
    { filename: at('apps/sandbox-api/src/app.ts'), code: "import { features } from './features/index.ts';" },
    {
      filename: at('apps/sandbox-api/src/features/joining/joiningRoutes.ts'),
      code: "import { membershipsFeature } from '../memberships/index.ts'; import { x } from './joiningSeed.ts';",
    },
    { filename: at('apps/sandbox-api/src/features/joining/cart.ts'), code: "export * from '../memberships';" },
    {
      filename: at('apps/sandbox-api/test/memberships/pricing.test.ts'),
      code: "import { price } from '../../src/features/memberships/pricing.ts';",
    },
    {
      filename: at('apps/sandbox-api/src/http/implement.ts'),
      code: "import { hash } from '../features/auth/passwordHashing.ts';",
      options: [{ publicFeatureEntry: 'between-features' }],
    },
    {
      filename: at('apps/bookings/src/features/timetable/test/Timetable.test.tsx'),
      code: "import { x } from '../components/Day.tsx';",
      options: [{ publicFeatureEntry: 'everywhere' }],
    },
    { filename: at('e2e/tests/docs.test.ts'), code: "import { allEndpoints } from '@leisure/api-contract';" },
    { filename: at('packages/ui/src/Button.tsx'), code: "import styled from 'styled-components';" },
    {
      filename: at('apps/host/src/frontEndLoaders.ts'),
      code: "const m = import('@leisure/bookings');",
      options: [{ allow }],
    },
    {
      filename: at('packages/auth/test/support/demoLogin.ts'),
      code: "export { demoAccounts } from '@leisure/sandbox-api/testing';",
      options: [{ allow }],
    },
    {
      filename: at('apps/online-joining/src/features/checkout/checkout.test.ts'),
      code: "import type { Sandbox } from '@leisure/sandbox-api';",
      options: [{ publicFeatureEntry: 'everywhere', allow }],
    },
  ],
  invalid: reported.map(([file, code, messageId, options]) => ({
    filename: at(file),
    code,
    ...(options ? { options: [options] } : {}),
    errors: [{ messageId }],
  })),
});
