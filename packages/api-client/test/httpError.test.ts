import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { createHttpClient, HttpError, isCancelledRequest, isNoAnswer } from '../src/index.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl } from './support/sandboxApi.ts';

const client = createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 200 });
const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (e) => e,
  );

/** The client's 200 ms timeout passes long before this answer comes. */
const answerAfterASecond = () =>
  server.use(
    http.get(`${apiBaseUrl}/client`, async () => {
      await delay(1_000);
      return HttpResponse.json({});
    }),
  );

describe('what a failed request rejects with', () => {
  it('an error answer: its status and its body as sent (snake_case kept)', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.json({ field_errors: 1 }, { status: 404 })));
    const error = await rejectionOf(client.get('/client'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      failure: 'answer',
      status: 404,
      response: { status: 404, data: { field_errors: 1 } },
    });
    expect(isNoAnswer(error)).toBe(false);
  });

  it('no answer: a network failure, with no status', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.error()));
    const error = await rejectionOf(client.get('/client'));
    expect(error).toMatchObject({ failure: 'network', status: undefined, response: undefined });
    expect(isNoAnswer(error)).toBe(true);
  });

  it('no answer in time: a timeout', async () => {
    answerAfterASecond();
    const error = await rejectionOf(client.get('/client'));
    expect(error).toMatchObject({ failure: 'timeout' });
    expect(isNoAnswer(error)).toBe(true);
  });

  it('a request its caller aborted: cancelled, which is not a failure to retry', async () => {
    answerAfterASecond();
    const controller = new AbortController();
    const pending = rejectionOf(client.get('/client', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(isCancelledRequest(error)).toBe(true);
    expect(isNoAnswer(error)).toBe(false);
  });

  it('an answer that is not JSON comes back as text', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.text('plain words')));
    expect((await client.get('/client')).data).toBe('plain words');
  });
});
