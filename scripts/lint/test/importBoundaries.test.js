import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../workspaceLayout.js';
import { importBoundaries } from '../importBoundaries.js';
import { assertLayerTable } from '../layers.js';
import { configuredBoundaries } from './support/configuredBoundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (path) => `${repoRoot}/${path}`;

// eslint.config.js's own layer table and test-code exception: the cases below check the rules lint applies.
const { layers, allow, featureImports } = await configuredBoundaries();
const layered = { layers, allow };
const withFeatures = { layers, allow, featureImports };

/** [file, code, messageId, options?]: one import each that the rule must report (options default to `layered`). */
const reported = [
  // Each layer imports only the layers below it that its row names.
  ['packages/api-contract/src/endpoint.ts', "import { isOn } from '@leisure/config';", 'layerImport'],
  ['packages/api-contract/src/endpoint.ts', "import type { Api } from '@leisure/api-client';", 'layerImport'],
  ['packages/api-client/src/baseApi.ts', "import { Header } from '@leisure/layout';", 'layerImport'],
  ['packages/api-client/src/baseApi.ts', "import { Button } from '@leisure/ui';", 'layerImport'],
  ['apps/sandbox-api/src/app.ts', "import { routes } from '@leisure/api-client';", 'layerImport'],
  ['apps/sandbox-api/src/app.ts', "import { Button } from '@leisure/ui';", 'layerImport'],
  ['packages/ui/src/Header.tsx', "import { demoAccounts } from '@leisure/sandbox-api';", 'layerImport'],
  ['packages/ui/src/Header.tsx', "import { x } from '../../../apps/bookings/src/x.ts';", 'layerImport'],
  ['packages/layout/src/Header.tsx', "const m = import('@leisure/online-joining');", 'layerImport'],
  ['apps/bookings/src/App.tsx', "import { x } from '../../my-account/src/routes.tsx';", 'layerImport'],
  ['apps/bookings/src/App.tsx', "const m = import('@leisure/sandbox-api');", 'layerImport'],
  ['apps/my-account/src/App.tsx', "const m = import('@leisure/bookings');", 'layerImport'],
  ['apps/host/src/main.tsx', "import { createSandbox } from '@leisure/sandbox-api';", 'layerImport'],
  // The test infrastructure is for test code only, and itself builds on the sandbox and the contract alone.
  ['packages/ui/src/Header.tsx', "import { useSandbox } from '@leisure/test-support/sandbox';", 'layerImport'],
  ['packages/test-support/src/render.ts', "import { Button } from '@leisure/ui';", 'layerImport'],
  ['e2e/tests/bookings/timetable.test.ts', "import { Timetable } from '@leisure/bookings';", 'layerImport'],
  // A unit the table leaves out is refused until someone decides its layer.
  [
    'packages/ui/src/Header.tsx',
    "import type { Route } from '@leisure/api-contract';",
    'noLayer',
    { layers: [{ layer: 'contract', units: ['packages/api-contract'], imports: [] }] },
  ],
  // The test-code exception is narrow: only test files, and only the exact specifiers listed.
  ['packages/ui/src/Header.tsx', "import { createSandbox } from '@leisure/sandbox-api';", 'layerImport'],
  [
    'packages/auth/test/support/demoLogin.ts',
    "export { demoAccounts } from '@leisure/sandbox-api/src/seed/demoAccounts.ts';",
    'layerImport',
  ],
  [
    'packages/auth/test/support/demoLogin.ts',
    "export { demoAccounts } from '../../../../apps/sandbox-api/src/seed/demoAccounts.ts';",
    'layerImport',
  ],
  // Within a layer that may import itself, another unit is still reached by its name.
  ['packages/layout/src/Header.tsx', "import { Button } from '../../ui/src/index.ts';", 'relativeIntoUnit'],
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
    { publicFeatureEntry: 'everywhere', ...layered },
  ],
  // A feature imports another feature of its app only where featureImports lists it, even through its index.
  [
    'apps/online-joining/src/features/kiosk/KioskPage.tsx',
    "import { CheckoutPage } from '../checkout/index.ts';",
    'undeclaredFeatureImport',
    withFeatures,
  ],
  [
    'apps/bookings/src/features/venues/VenuePage.tsx',
    "const basket = () => import('../basket/index.ts');",
    'undeclaredFeatureImport',
    withFeatures,
  ],
  [
    'apps/sandbox-api/src/features/site/siteRoutes.ts',
    "import type { Session } from '../auth/index.ts';",
    'undeclaredFeatureImport',
    withFeatures,
  ],
  // An app the table leaves out has no allowances at all.
  [
    'apps/bookings/src/features/basket/BasketPage.tsx',
    "import { KioskBar } from '../kiosk/index.ts';",
    'undeclaredFeatureImport',
    { ...withFeatures, featureImports: {} },
  ],
  // A feature never reaches into its app's app/ folder, by any path, table or not.
  [
    'apps/bookings/src/features/venues/VenuePage.tsx',
    "import { AppRoutes } from '../../app/AppRoutes.tsx';",
    'featureImportsApp',
  ],
  [
    'apps/my-account/src/features/bookings/BookingsPage.tsx',
    "export { App } from '../../app/App.tsx';",
    'featureImportsApp',
  ],
  [
    'apps/online-joining/src/features/checkout/components/CheckoutPage.tsx',
    "import { AppRoutes } from '@leisure/online-joining/src/app/AppRoutes';",
    'featureImportsApp',
    withFeatures,
  ],
];

/** [file, code, options?]: imports the rule must accept (options default to `layered`). */
const accepted = [
  ['packages/api-client/src/baseApi.ts', "import { routes } from '@leisure/api-contract/browser';"],
  ['apps/sandbox-api/src/app.ts', "import { contract } from '@leisure/api-contract';"],
  ['apps/sandbox-api/src/app.ts', "import { features } from './features/index.ts';"],
  ['packages/layout/src/Header.tsx', "import { useAppSelector } from '@leisure/app-store';"],
  ['packages/payment/src/card.ts', "import { cartApi } from '@leisure/api-client/endpoints';"],
  [
    'apps/bookings/src/App.tsx',
    "import { Button } from '@leisure/ui'; import type { Site } from '@leisure/api-contract';",
  ],
  ['apps/host/src/frontEndLoaders.ts', "const m = import('@leisure/bookings');"],
  ['apps/host/src/main.tsx', "import { Shell } from '@leisure/layout/front';"],
  ['packages/test-support/src/sandboxApi.ts', "import { createSandbox } from '@leisure/sandbox-api';"],
  ['packages/api-client/test/baseApi.test.ts', "import { useSandbox } from '@leisure/test-support/sandbox';"],
  ['packages/ui/vitest.config.ts', "import { reactTestConfig } from '@leisure/test-support/vitest-preset';"],
  ['packages/auth/test/support/demoLogin.ts', "export { demoAccounts } from '@leisure/sandbox-api/testing';"],
  ['packages/app-store/src/testing/testSession.ts', "import { demoLogin } from '@leisure/sandbox-api/testing';"],
  ['e2e/tests/platform/support/platform.ts', "import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';"],
  ['e2e/tests/sandbox/apiReference.test.ts', "import { allEndpoints } from '@leisure/api-contract';"],
  ['packages/ui/src/Button.tsx', "import styled from 'styled-components';"],
  [
    'apps/sandbox-api/src/features/joining/joiningRoutes.ts',
    "import { membershipsFeature } from '../memberships/index.ts'; import { x } from './joiningSeed.ts';",
  ],
  ['apps/sandbox-api/src/features/joining/cart.ts', "export * from '../memberships';"],
  [
    'apps/sandbox-api/test/memberships/pricing.test.ts',
    "import { price } from '../../src/features/memberships/pricing.ts';",
  ],
  [
    'apps/sandbox-api/src/http/implement.ts',
    "import { hash } from '../features/auth/passwordHashing.ts';",
    { publicFeatureEntry: 'between-features', ...layered },
  ],
  [
    'apps/bookings/src/features/timetable/test/Timetable.test.tsx',
    "import { x } from '../components/Day.tsx';",
    { publicFeatureEntry: 'everywhere', ...layered },
  ],
  [
    'apps/online-joining/src/features/checkout/checkout.test.ts',
    "import type { Sandbox } from '@leisure/sandbox-api';",
    { publicFeatureEntry: 'everywhere', ...layered },
  ],
  // The allowances of featureImports; app/ importing features; features of another folder or unit.
  ['apps/bookings/src/features/basket/BasketPage.tsx', "import { KioskBar } from '../kiosk/index.ts';", withFeatures],
  [
    'apps/online-joining/src/features/checkout/components/CheckoutPage.tsx',
    "import { useJoiningCustomer } from '../../joining/index.ts';",
    withFeatures,
  ],
  ['apps/bookings/src/app/AppRoutes.tsx', "import { BasketPage } from '../features/basket/index.ts';", withFeatures],
  [
    'apps/bookings/src/features/basket/state/holds.ts',
    "import { x } from '../components/BasketPage.tsx';",
    withFeatures,
  ],
  // Without a layer table the rule checks only how units and features are reached.
  ['packages/ui/src/Header.tsx', "import { demoAccounts } from '@leisure/sandbox-api';", {}],
];

tester.run('import-boundaries', importBoundaries, {
  valid: accepted.map(([file, code, options = layered]) => ({ filename: at(file), code, options: [options] })),
  invalid: reported.map(([file, code, messageId, options = layered]) => ({
    filename: at(file),
    code,
    options: [options],
    errors: [{ messageId }],
  })),
});

describe('the layer table', () => {
  it('names only layers it defines', () => {
    expect(() => assertLayerTable(layers)).not.toThrow();
    const typo = [{ layer: 'front ends', units: ['apps/*'], imports: ['package'] }];
    expect(() => assertLayerTable(typo)).toThrow('Layer "front ends" imports unknown layer(s): package');
  });
});
