import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { leisurePlugin } from './scripts/lint/leisurePlugin.js';

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
      'leisure/import-boundaries': ['error', { publicFeatureEntry: 'between-features' }],
    },
  },
  {
    // Browser code: the front ends and the shared packages they are built from.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/sandbox-api/**', 'packages/api-contract/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Front ends: every module outside a feature reaches it through its public index too.
      'leisure/import-boundaries': ['error', { publicFeatureEntry: 'everywhere' }],
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
