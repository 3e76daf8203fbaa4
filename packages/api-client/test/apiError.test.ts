import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { contract } from '@leisure/api-contract';
import { callEndpoint, createHttpClient, toApiError, type ApiError } from '../src/index.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

const client = createHttpClient({ baseUrl: apiBaseUrl });
const failureOf = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => toApiError(error),
  );

describe('default messages per status (docs/product/platform.md §8)', () => {
  it.each([
    [404, 'Unable to complete request, item not found.'],
    [403, 'Unauthorised.'],
    [419, 'Something has gone wrong, please reload and try again.'],
    [500, 'Something has gone wrong, please try again.'],
    [503, 'Something has gone wrong, please try again.'],
    [409, 'Something has gone wrong, please try again.'],
  ])('%i without a server message reads "%s"', async (status, message) => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.json({}, { status })));
    expect(await failureOf(client.get('/client'))).toEqual({ status, message, validationMessages: {} });
  });

  it('uses the default when the body is not JSON (a proxy error page)', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })));
    expect(await failureOf(client.get('/client'))).toEqual({
      status: 502,
      message: 'Something has gone wrong, please try again.',
      validationMessages: {},
    });
  });

  it('uses the default when the message is blank', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.json({ message: '  ' }, { status: 403 })));
    expect((await failureOf(client.get('/client'))).message).toBe('Unauthorised.');
  });

  it('reads a network failure as the generic message with status 0', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.error()));
    expect(await failureOf(client.get('/client'))).toEqual({
      status: 0,
      message: 'Something has gone wrong, please try again.',
      validationMessages: {},
    });
  });

  it('reads a timeout as the generic message with status 0', async () => {
    server.use(
      http.get(`${apiBaseUrl}/client`, async () => {
        await delay(1_000);
        return HttpResponse.json({ data: {} });
      }),
    );
    const impatient = createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 50 });
    expect(await failureOf(impatient.get('/client'))).toEqual({
      status: 0,
      message: 'Something has gone wrong, please try again.',
      validationMessages: {},
    });
  });

  it('reads a programming error as the generic message and passes an ApiError through', () => {
    expect(toApiError(new TypeError('x is undefined'))).toEqual({
      status: 0,
      message: 'Something has gone wrong, please try again.',
      validationMessages: {},
    });
    const known: ApiError = { status: 409, message: 'This session is full.', validationMessages: {} };
    expect(toApiError(known)).toBe(known);
  });
});

describe('server answers from the sandbox', () => {
  const sandbox = useSandbox();

  it("prefers the server's own message", async () => {
    sandbox.injectFault({ path: '/client', status: 503, message: 'Down for maintenance.' });
    expect(await failureOf(callEndpoint(client, contract.site.getClient))).toEqual({
      status: 503,
      message: 'Down for maintenance.',
      validationMessages: {},
    });
  });

  it("gives an unknown venue as a 404 with the server's text", async () => {
    const failure = await failureOf(callEndpoint(client, contract.site.getVenue, { params: { venue: 'atlantis' } }));
    expect(failure).toEqual({ status: 404, message: expect.stringMatching(/\S/), validationMessages: {} });
  });

  it('camel-cases 422 field paths segment by segment', async () => {
    sandbox.injectFault({
      path: '/client',
      status: 422,
      message: 'The given data was invalid.',
      errors: {
        'accountDetails.sortCode': ['Enter a valid sort code like 309430'],
        'dataFields._checksum': ['The form has changed, please reload.'],
      },
    });
    const wireBodies: Promise<string>[] = [];
    server.events.on('response:mocked', ({ response }) => {
      wireBodies.push(response.clone().text());
    });
    expect(await failureOf(callEndpoint(client, contract.site.getClient))).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      validationMessages: {
        'accountDetails.sortCode': ['Enter a valid sort code like 309430'],
        'dataFields._checksum': ['The form has changed, please reload.'],
      },
    });
    // The sandbox sends the paths snake_case, as a real server would.
    expect(JSON.parse(await wireBodies[0]!).errors).toHaveProperty(['account_details.sort_code']);
  });

  it('camel-cases the validation messages of a real query check', async () => {
    const failure = await failureOf(client.get('/frontend/theme', { params: { venue: 'Not A Slug!' } }));
    expect(failure.status).toBe(422);
    expect(Object.keys(failure.validationMessages)).toEqual(['venue']);
  });
});
