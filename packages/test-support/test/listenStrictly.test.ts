import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import { listenStrictly } from '../src/index.ts';

const server = setupServer();
const url = 'http://api.test/api/ping';
let requestsSeen = 0;
const onRequest = () => void (requestsSeen += 1);

describe('listenStrictly', () => {
  listenStrictly(server);

  it('answers with the handlers a test adds', async () => {
    server.use(http.get(url, () => HttpResponse.json({ pong: true })));
    server.events.on('request:start', onRequest);
    expect(await (await fetch(url)).json()).toEqual({ pong: true });
    expect(requestsSeen).toBe(1);
  });

  it('removes them, and the listeners on server.events, after that test', async () => {
    expect(server.listHandlers()).toEqual([]);
    server.use(http.get(url, () => HttpResponse.json({ pong: 2 })));
    expect(await (await fetch(url)).json()).toEqual({ pong: 2 });
    expect(requestsSeen).toBe(1);
  });

  it('fails a request that no handler answers, and says so on the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(url)).rejects.toThrow();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
