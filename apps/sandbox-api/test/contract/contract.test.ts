import { describe, expect, it } from 'vitest';
import { allEndpoints, errorBodySchema, hasEnvelope } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { contractExamples } from './examples/index.ts';

const { api } = useSandbox();

describe('every endpoint answers as the contract says, over HTTP', () => {
  for (const ex of contractExamples) {
    const expected = ex.status ?? ex.endpoint.successStatus ?? 200;
    it(`${ex.endpoint.method} ${ex.endpoint.path}: ${ex.name} → ${expected}`, async () => {
      const token = ex.as ? await api.login(ex.as) : undefined;
      const options = (await ex.request?.(api, token)) ?? {};
      const result = await api.call(ex.endpoint, { token, ...options });
      expect(result.status, JSON.stringify(result.json)).toBe(expected);
      if (expected === 204) {
        expect(result.wire).toBeNull();
        return;
      }
      expect(result.headers.get('content-type')).toMatch(/application\/json/);
      if (expected < 300) {
        const answer = hasEnvelope(ex.endpoint) ? (result.json as { data: unknown }).data : result.json;
        const parsed = ex.endpoint.response.safeParse(answer);
        expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 5))).toBe(true);
      } else {
        expect(errorBodySchema.safeParse(result.json).success).toBe(true);
      }
    });
  }
});

describe('coverage of the contract', () => {
  it('has a success example for every endpoint', () => {
    const covered = new Set(
      contractExamples
        .filter((ex) => (ex.status ?? ex.endpoint.successStatus ?? 200) < 300)
        .map((ex) => ex.endpoint.id),
    );
    const missing = allEndpoints.map((endpoint) => endpoint.id).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it('gives every endpoint a unique id and method + path', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.id);
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
