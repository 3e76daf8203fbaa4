import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { domainRoutesDir, routeOf, routesCommand, routesSources } from '../scripts/routesSource.ts';
import { contract } from './contract.ts';
import type { BodyInputOf, ParamsOf, QueryInputOf, ResponseOf } from './endpoint.ts';
import { routes } from './routes.generated.ts';

describe('routes', () => {
  it('src/routes.generated.ts and src/routes/ are up to date with the contract', async () => {
    const expected = await routesSources();
    for (const [file, source] of expected) {
      expect(readFileSync(file, 'utf8'), `${file} is out of date with the contract: run \`${routesCommand}\``).toBe(
        source,
      );
    }
    const stale = readdirSync(domainRoutesDir)
      .map((name) => join(domainRoutesDir, name))
      .filter((file) => !expected.has(file));
    expect(stale, `run \`${routesCommand}\``).toEqual([]);
  });

  it('holds every endpoint of the contract with its id, method, path and envelope, and no schema', () => {
    for (const [group, endpoints] of Object.entries(contract)) {
      for (const [name, definition] of Object.entries(endpoints)) {
        const route = (routes as Record<string, Record<string, unknown>>)[group]?.[name];
        expect(route, `${group}.${name}`).toEqual(routeOf(definition));
      }
    }
    expect(Object.keys(routes)).toEqual(Object.keys(contract));
  });

  it('types a route like its definition', () => {
    type Route = typeof routes.memberships.getMembershipCosts;
    type Definition = typeof contract.memberships.getMembershipCosts;
    expectTypeOf<ParamsOf<Route>>().toEqualTypeOf<ParamsOf<Definition>>();
    expectTypeOf<QueryInputOf<Route>>().toEqualTypeOf<QueryInputOf<Definition>>();
    expectTypeOf<ResponseOf<Route>>().toEqualTypeOf<ResponseOf<Definition>>();
    expectTypeOf<BodyInputOf<typeof routes.auth.login>>().toEqualTypeOf<BodyInputOf<typeof contract.auth.login>>();
    expectTypeOf<BodyInputOf<typeof routes.auth.login>>().toEqualTypeOf<{ username: string; password: string }>();
  });
});
