import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { prototypeKeyBodies } from '../fuzz/hostileValues.ts';

const { api } = useSandbox();

/**
 * Keys named after Object.prototype's members, holding objects, at the top of a body and nested in it: a router
 * or validator that collects field messages on a plain `{}` finds a function there instead of an array.
 */
describe('bodies with keys named after prototype members', () => {
  for (const endpoint of allEndpoints.filter((e) => e.method !== 'GET')) {
    it(`${endpoint.method} ${endpoint.path} answers 4xx or 2xx, never 5xx`, async () => {
      // A fresh log-in each time: an earlier endpoint (log-out) may have ended the last one.
      const token = await api.login('memberWithoutDirectDebit');
      const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, '1']));
      for (const rawBody of prototypeKeyBodies) {
        const result = await api.call(endpoint, { token, params, rawBody });
        expect(result.status, `${rawBody.slice(0, 90)} → ${JSON.stringify(result.json)}`).toBeLessThan(500);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});
