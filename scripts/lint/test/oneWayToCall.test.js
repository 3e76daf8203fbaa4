import { describe, expect, it } from 'vitest';
import { ruleIdsFor, warmUpLintAt } from './support/lintWithRepoConfig.js';

/**
 * Probes for "one way to call the API" (issue 21, eslint.config.js): browser code outside packages/api-client that
 * sends a request by hand, or builds or drives an HTTP client itself, is reported; RTK Query endpoints are not; the two
 * named exceptions (the store's wiring, the external geocoder) and test code are left alone.
 */

warmUpLintAt('packages/auth/src/warmUp.ts');

const feature = 'apps/bookings/src/features/basket/api/probe.ts';

describe('one way to call the API', () => {
  it.each([
    ['fetch', "export const probe = () => fetch('/api/cart');\n", 'no-restricted-globals'],
    ['window.fetch', "export const probe = () => window.fetch('/api/cart');\n", 'no-restricted-properties'],
    ['XMLHttpRequest', 'export const probe = () => new XMLHttpRequest();\n', 'no-restricted-globals'],
    ['a beacon', "export const probe = () => navigator.sendBeacon('/api/events');\n", 'no-restricted-properties'],
    [
      'callEndpoint',
      "import { callEndpoint } from '@leisure/api-client';\nexport const probe = callEndpoint;\n",
      'no-restricted-imports',
    ],
    [
      'a client of its own',
      "import { createHttpClient } from '@leisure/api-client';\nexport const probe = createHttpClient;\n",
      'no-restricted-imports',
    ],
  ])('reports %s in a feature', async (_what, code, rule) => {
    expect(await ruleIdsFor(feature, code)).toContain(rule);
    expect(await ruleIdsFor('packages/payment/src/online/probe.ts', code)).toContain(rule);
  });

  it('lets features use RTK Query endpoints, and api-client send the request', async () => {
    const endpoint = "import { baseApi } from '@leisure/api-client';\nexport const probe = baseApi.reducerPath;\n";
    expect(await ruleIdsFor(feature, endpoint)).toEqual([]);
    const send = "export const probe = () => fetch('/api/cart');\n";
    expect(await ruleIdsFor('packages/api-client/src/probe.ts', send)).toEqual([]);
  });

  it('names two exceptions, the store wiring and the external geocoder, and leaves test code alone', async () => {
    const client = "import { createHttpClient } from '@leisure/api-client';\nexport const probe = createHttpClient;\n";
    expect(await ruleIdsFor('packages/app-store/src/store/appEnvironment.ts', client)).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('packages/venue-search/src/search/geocoder.ts', client)).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('packages/venue-search/src/search/otherGeocoder.ts', client)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('apps/bookings/test/basket/probe.test.ts', client)).not.toContain('no-restricted-imports');
  });
});
