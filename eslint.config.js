import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { leisurePlugin } from './scripts/lint/leisurePlugin.js';

/*
 * Import rules (scripts/lint). The layers run one way, contract → sandbox and api-client → packages → front ends →
 * host, so each layer can be built, tested and replaced without the ones above it:
 * - a unit (an app or package folder, or e2e) imports only the layers its entry in `layers` names: packages never
 *   import apps, and a front end never imports another (what two front ends share is a package);
 * - another app or package is reached by its package name (its public exports), never by a path into its folder;
 * - a feature is reached through its public index, so its insides can change freely;
 * - a feature imports another feature of its app only where `featureImports` lists the pair, and never its app's
 *   `app/` folder (which composes the features: routes, providers);
 * - no import cycles, type-only ones included: a cycle means neither module stands on its own.
 * The same table limits each package.json's workspace dependencies (scripts/lint/test/workspaceDependencies.test.js).
 * The one exception is written here, not as disable comments in the code, so it stays narrow and visible: test code
 * runs the sandbox in process (`@leisure/sandbox-api` and its `/testing` export), so tests and the sandbox cannot
 * drift apart, and uses the test infrastructure (`@leisure/test-support`, `@leisure/test-clock`). Nothing else may
 * import them.
 *
 * React code (the front ends, the host, packages/*, their tests included) follows the Rules of Hooks and lists every
 * effect dependency (eslint-plugin-react-hooks: rules-of-hooks outside test code, exhaustive-deps; both errors), and
 * jsx-a11y's recommended rules. Where a rule is wrong for a pattern, the block that narrows it says why. Rules that
 * need type information (no-floating-promises) are not used: with a program per package, lint ran out of memory.
 * The rules' probes are in scripts/lint/test (reactRules.test.js, repoConfig.test.js, importBoundaries.test.js).
 */
const layers = [
  // A unit belongs to the first layer that lists it; `imports` are the layers it may import besides itself.
  // The calendar file format (RFC 5545) is pure like the contract: the sandbox's feed and the front ends share it.
  // So is the one date module (London time, calendar arithmetic: docs/decisions/0008), imported by both too.
  { layer: 'contract', units: ['packages/api-contract', 'packages/calendar', 'packages/dates'], imports: [] },
  { layer: 'sandbox', units: ['apps/sandbox-api'], imports: ['contract'] },
  { layer: 'api-client', units: ['packages/api-client'], imports: ['contract'] },
  // The instant every test runs at (docs/decisions/0006): no dependencies, so the sandbox's tests can use it too.
  { layer: 'test clock', units: ['packages/test-clock'], imports: [] },
  { layer: 'test infrastructure', units: ['packages/test-support'], imports: ['contract', 'sandbox', 'test clock'] },
  { layer: 'packages', units: ['packages/*'], imports: ['contract', 'api-client', 'packages'] },
  {
    layer: 'front ends',
    units: ['apps/bookings', 'apps/my-account', 'apps/online-joining'],
    imports: ['contract', 'api-client', 'packages'],
  },
  // The host entry composes the front ends: it loads each lazily, one chunk per sub-domain.
  { layer: 'host', units: ['apps/host'], imports: ['contract', 'api-client', 'packages', 'front ends'] },
  { layer: 'e2e', units: ['e2e'], imports: ['contract'] },
];
const testCode = [
  '**/*.{test,spec}.{ts,tsx}',
  '**/test/**',
  '**/vitest.config.ts',
  'e2e/**',
  'packages/test-support/**',
  'packages/app-store/src/testing/**',
];
const testInfrastructure = [
  '@leisure/sandbox-api',
  '@leisure/sandbox-api/testing',
  '@leisure/test-support',
  '@leisure/test-support/sandbox',
  '@leisure/test-support/cardProvider',
  '@leisure/test-support/vitest-preset',
  '@leisure/test-clock',
  '@leisure/test-clock/pin-date',
];
/*
 * The features of an app that a feature may import (each through its index), per app folder. Taken from the imports
 * that existed when the rule came in (issue 21), so each entry is an allowance someone made on purpose, not a rule
 * that all features may share: a new entry is a design choice to review, and often the better move is a package, or
 * the smaller feature moving inside the one that uses it (docs/architecture.md, "A new feature"). An app left out may
 * have no imports between its features.
 */
const featureImports = {
  bookings: {
    basket: ['kiosk'],
    checkout: ['kiosk'],
    // A venue's page shows its timetable (D20).
    venues: ['timetable'],
  },
  'my-account': {
    profilePhoto: ['documents'],
    userDetails: ['profilePhoto'],
  },
  'online-joining': {
    // Features by journey (issue 21): joining (centre, membership, details, dates, questions, the cart and its
    // summary), checkout (paying and the order confirmation), the log-in page, the kiosk and analytics.
    checkout: ['analytics', 'joining', 'kiosk'],
    joining: ['analytics'],
    joiningLogin: ['joining'],
    kiosk: ['joining'],
  },
  // The sandbox's features are the API's domains; these are the domains each one's rules build on.
  'sandbox-api': {
    // The address finder names a district's addresses after its town (docs/decisions/0022).
    addresses: ['geocoding'],
    account: ['activities', 'directDebit', 'memberships', 'site'],
    activities: ['auth', 'households', 'site'],
    auth: ['site'],
    calendarFeed: ['activities'],
    cart: ['activities', 'households', 'lessons'],
    checkout: ['account', 'activities', 'cart', 'joining', 'memberships', 'orders', 'provider'],
    directDebit: ['auth', 'joining', 'memberships'],
    // Who is linked to whom (docs/decisions/0313-households.md) is asked of households by the domains above.
    households: ['auth', 'site'],
    joining: ['activities', 'memberships'],
    // Lessons (docs/decisions/0590): learners are household members, paid on the payer's Direct Debit mandate.
    lessons: ['auth', 'directDebit', 'households', 'joining', 'site'],
    // The map's place names come from the geocoder's gazetteer (docs/decisions/0021-map-places-and-tile-style.md).
    maps: ['geocoding'],
    memberships: ['activities', 'auth', 'site'],
    // An order's confirmation email goes through the outbox (docs/decisions/0027).
    orders: ['activities', 'auth', 'cart', 'lessons', 'site'],
    quickBook: ['activities', 'cart', 'orders'],
    uploads: ['auth', 'site'],
    waitingList: ['activities', 'auth', 'cart', 'households', 'orders'],
  },
};
const boundaries = { layers, featureImports, allow: [{ from: testCode, to: testInfrastructure }] };

// Decision 0903: zod and the contract's schemas (~37 KB gzip) stay out of the browser's first load.
const domainRoutesMessage =
  "Import the domain's routes (`cartRoutes.getCart`), not `routes`: it joins every domain, so the whole API table " +
  'would join the bundle (packages/api-contract/src/routes.generated.ts).';
const useRoutesMessage =
  "Browser code calls the API with its domain's routes (`cartRoutes`) from '@leisure/api-contract/browser', which loads no zod (decision 0903). Type-only imports are fine.";
const noZodMessage =
  "zod would add ~26 KB to every first load (decision 0903): check by hand (e.g. isSlug from '@leisure/api-contract/browser'). Type-only imports are fine.";

// One way to call the API (issue 21): RTK Query endpoints on the one api of @leisure/api-client. Nothing else in browser
// code sends a request or builds a client, but for the two places named where the block below says why.
const oneWayToCallMessage =
  'Call the API through an RTK Query endpoint of @leisure/api-client (packages/api-client/src/endpoints), not by hand.';

// React code: the front ends, the host and the shared packages (their tests too, for the components they render).
const reactCode = ['apps/{bookings,my-account,online-joining,host}/**/*.{ts,tsx}', 'packages/*/**/*.{ts,tsx}'];
const a11yRecommended = jsxA11y.flatConfigs.recommended;
const [, interactiveToNoninteractiveDefaults] =
  a11yRecommended.rules['jsx-a11y/no-interactive-element-to-noninteractive-role'];

const unusedVariables = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '.tools/**',
      '**/dist/**',
      '**/.data/**',
      '.reports/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
      // Modules with deliberate import cycles, for the cycle rule's own test.
      'scripts/lint/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { leisure: leisurePlugin },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', unusedVariables],
      'leisure/file-names': 'error',
      'leisure/import-boundaries': ['error', { publicFeatureEntry: 'between-features', ...boundaries }],
      'leisure/no-import-cycles': 'error',
    },
  },
  {
    // Browser code: the front ends and the shared packages they are built from.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/sandbox-api/**', 'packages/api-contract/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Front ends: every module outside a feature reaches it through its public index too.
      'leisure/import-boundaries': ['error', { publicFeatureEntry: 'everywhere', ...boundaries }],
    },
  },
  {
    // Browser code (tests excepted) must not load zod or the contract's schemas at run time (decision 0903).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/sandbox-api/**',
      'packages/api-contract/**',
      '**/*.{test,spec}.{ts,tsx}',
      '**/{test,tests,__tests__}/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@leisure/api-contract',
              importNames: ['contract', 'allEndpoints'],
              allowTypeImports: true,
              message: useRoutesMessage,
            },
            {
              name: '@leisure/api-contract/browser',
              importNames: ['routes'],
              allowTypeImports: true,
              message: domainRoutesMessage,
            },
            { name: 'zod', allowTypeImports: true, message: noZodMessage },
          ],
          patterns: [{ group: ['zod/*'], allowTypeImports: true, message: noZodMessage }],
        },
      ],
    },
  },
  {
    // One way to call the API: no fetch, XMLHttpRequest, beacon or hand-made client in browser code outside
    // packages/api-client (its httpClient is the one place a request is sent). Named exceptions: the store's wiring,
    // which makes the one client RTK Query's base query uses, and the external geocoder, which is not our API
    // (decision 0410).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/sandbox-api/**',
      'packages/api-contract/**',
      'packages/api-client/**',
      'packages/test-support/**',
      '**/*.{test,spec}.{ts,tsx}',
      '**/{test,tests,__tests__,testing}/**',
      'packages/app-store/src/store/appEnvironment.ts',
      'packages/venue-search/src/search/geocoder.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: oneWayToCallMessage },
        { name: 'XMLHttpRequest', message: oneWayToCallMessage },
        { name: 'EventSource', message: oneWayToCallMessage },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: oneWayToCallMessage },
        { object: 'globalThis', property: 'fetch', message: oneWayToCallMessage },
        { object: 'navigator', property: 'sendBeacon', message: oneWayToCallMessage },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@leisure/api-client',
              importNames: ['callEndpoint', 'sendEndpointRequest', 'createHttpClient'],
              message: oneWayToCallMessage,
            },
          ],
          patterns: [{ group: ['axios', 'ky', 'ofetch', 'redaxios'], message: oneWayToCallMessage }],
        },
      ],
    },
  },
  {
    // The Rules of Hooks and complete effect dependencies (react.dev/reference/eslint-plugin-react-hooks), and
    // jsx-a11y's recommended rules. Errors, not warnings: lint runs with --max-warnings=0.
    files: reactCode,
    extends: [a11yRecommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // A table whose rows reflow to blocks on a phone spells out its roles (thead and tbody "rowgroup", td "cell"):
      // a browser may drop a table's semantics once its rows no longer display as table rows (PaymentHistory.tsx).
      'jsx-a11y/no-redundant-roles': ['error', { thead: ['rowgroup'], tbody: ['rowgroup'] }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { ...interactiveToNoninteractiveDefaults, td: ['cell'] },
      ],
    },
  },
  {
    // Test code is left out: its `use…` helpers (useSandbox, useTestStore) register Vitest's beforeAll/afterAll at
    // a module's top level. They are not React hooks, and the rule cannot tell them apart by name.
    files: reactCode,
    ignores: testCode,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    // On the page that manages the profile photo, "photo" names which picture it is (the current one, the preview of
    // a new one), not that it is an image (decision 0452).
    files: ['apps/my-account/src/features/profilePhoto/**/*.tsx'],
    rules: { 'jsx-a11y/img-redundant-alt': 'off' },
  },
);
