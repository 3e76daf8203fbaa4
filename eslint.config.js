import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { leisurePlugin } from './scripts/lint/leisurePlugin.js';

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
);
