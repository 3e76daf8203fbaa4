import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { listenStrictly } from '../src/index.ts';
import { useSandbox } from '../src/sandboxApi.ts';

const server = setupServer();
const apiBaseUrl = 'http://api.test/api';
listenStrictly(server);

describe('useSandbox', () => {
  const { sandbox, injectFault } = useSandbox(server, { apiBaseUrl });

  it("answers the API with the sandbox's own handler and seeded database", async () => {
    const response = await fetch(`${apiBaseUrl}/client`);
    expect(response.status).toBe(200);
    const venues = sandbox().services.db.prepare('SELECT COUNT(*) AS count FROM venues').get() as { count: number };
    expect(venues.count).toBeGreaterThan(0);
  });

  it('makes the next call to a path fail with injectFault, and only the next', async () => {
    injectFault({ path: '/client', status: 503, message: 'Down for maintenance.' });
    const failed = await fetch(`${apiBaseUrl}/client`);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: 'Down for maintenance.' });
    expect((await fetch(`${apiBaseUrl}/client`)).status).toBe(200);
  });

  it('clears faults left over by a test', async () => {
    expect(sandbox().faults.list()).toEqual([]);
    injectFault({ path: '/client', status: 500 });
  });

  it('(after a test that left one)', () => {
    expect(sandbox().faults.list()).toEqual([]);
  });
});
