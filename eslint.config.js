import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { leisurePlugin } from './scripts/lint/leisurePlugin.js';

/*
 * Import rules (scripts/lint). The layers run one way, contract → sandbox and api-client → packages → apps → host,
 * so each layer can be built, tested and replaced without the ones above it:
 * - packages never import apps, and an app never imports another app: what two apps share is a package;
 * - another app or package is reached by its package name (its public exports), never by a path into its folder;
 * - a feature is reached through its public index, so its insides can change freely;
 * - no import cycles, type-only ones included: a cycle means neither module stands on its own.
 * The exceptions are written here, not as disable comments in the code, so they stay few and visible:
 * - the host entry composes the apps: it loads each front end lazily, one chunk per sub-domain;
 * - test code runs the sandbox in process (`@leisure/sandbox-api` and its `/testing` export), so tests and the
 *   sandbox cannot drift apart. Nothing else may import the sandbox.
 */
const testCode = ['**/*.{test,spec}.{ts,tsx}', '**/test/**', 'packages/test-support/**'];
const boundaryExceptions = [
  { from: ['apps/host/src/**'], to: ['@leisure/bookings', '@leisure/my-account', '@leisure/online-joining'] },
  { from: testCode, to: ['@leisure/sandbox-api', '@leisure/sandbox-api/testing'] },
];

// Decision 0903: zod and the contract's schemas (~37 KB gzip) stay out of the browser's first load.
const useRoutesMessage =
  "Browser code calls the API with `routes` from '@leisure/api-contract/browser', which loads no zod (decision 0903). Type-only imports are fine.";
const noZodMessage =
  "zod would add ~26 KB to every first load (decision 0903): check by hand (e.g. isSlug from '@leisure/api-contract/browser'). Type-only imports are fine.";

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
      'leisure/import-boundaries': ['error', { publicFeatureEntry: 'between-features', allow: boundaryExceptions }],
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
      'leisure/import-boundaries': ['error', { publicFeatureEntry: 'everywhere', allow: boundaryExceptions }],
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
            { name: 'zod', allowTypeImports: true, message: noZodMessage },
          ],
          patterns: [{ group: ['zod/*'], allowTypeImports: true, message: noZodMessage }],
        },
      ],
    },
  },
);
