// The sandbox's demo log-ins. @leisure/sandbox-api does not export them from its entry, so the seed file is read
// directly (tests only), keeping these tests on the very accounts the sandbox seeds.
// eslint-disable-next-line leisure/import-boundaries
export { DEMO_PASSWORD, demoAccounts } from '../../../../apps/sandbox-api/src/seed/demoAccounts.ts';
