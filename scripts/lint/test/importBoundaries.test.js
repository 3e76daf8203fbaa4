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
  ],
  invalid: [
    {
      filename: at('packages/ui/src/Header.tsx'),
      code: "import { demoAccounts } from '@leisure/sandbox-api';",
      errors: [{ messageId: 'packageImportsApp' }],
    },
    {
      filename: at('packages/ui/src/Header.tsx'),
      code: "import { x } from '../../../apps/bookings/src/x.ts';",
      errors: [{ messageId: 'packageImportsApp' }],
    },
    {
      filename: at('apps/bookings/src/App.tsx'),
      code: "import { x } from '../../my-account/src/routes.tsx';",
      errors: [{ messageId: 'appImportsApp' }],
    },
    {
      filename: at('apps/bookings/src/App.tsx'),
      code: "const m = import('@leisure/sandbox-api');",
      errors: [{ messageId: 'appImportsApp' }],
    },
    {
      filename: at('apps/bookings/src/App.tsx'),
      code: "import { Button } from '../../../packages/ui/src/index.ts';",
      errors: [{ messageId: 'relativeIntoUnit' }],
    },
    {
      filename: at('apps/sandbox-api/src/features/joining/joiningRoutes.ts'),
      code: "import { costs } from '../memberships/membershipCosts.ts';",
      errors: [{ messageId: 'featureInternals' }],
    },
    {
      filename: at('apps/sandbox-api/src/features/joining/steps/store.ts'),
      code: "export { costs } from '../../memberships/pricing/costs.ts';",
      errors: [{ messageId: 'featureInternals' }],
    },
    {
      filename: at('apps/bookings/src/routes.tsx'),
      code: "import { Timetable } from './features/timetable/Timetable.tsx';",
      options: [{ publicFeatureEntry: 'everywhere' }],
      errors: [{ messageId: 'featureInternals' }],
    },
  ],
});
