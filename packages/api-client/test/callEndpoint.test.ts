import { describe, expect, expectTypeOf, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  clientSchema,
  contract,
  defineEndpoint,
  routes,
  themeSchema,
  type EndpointRoute,
  type Theme,
  type Venue,
} from '@leisure/api-contract';
import { callEndpoint, createHttpClient, isCancelledRequest, sendEndpointRequest, toApiError } from '../src/index.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

const client = createHttpClient({ baseUrl: apiBaseUrl });

describe('callEndpoint against the sandbox', () => {
  useSandbox();

  it('unwraps { data } and types the answer from the contract', async () => {
    const operator = await callEndpoint(client, contract.site.getClient);
    expectTypeOf(operator).toEqualTypeOf<z.infer<typeof clientSchema>>();
    expect(clientSchema.strict().parse(operator)).toEqual(operator);
  });

  it('fills path parameters', async () => {
    const [first] = await callEndpoint(client, contract.site.listVenues);
    const venue = await callEndpoint(client, contract.site.getVenue, { params: { venue: first!.slug } });
    expectTypeOf(venue).toEqualTypeOf<Venue>();
    expect(venue).toEqual(first);
  });

  it('sends the query', async () => {
    const venues = await callEndpoint(client, contract.site.listVenues);
    const themes = await Promise.all(
      venues.map((venue) => callEndpoint(client, contract.site.getTheme, { query: { venue: venue.slug } })),
    );
    const operatorTheme = await callEndpoint(client, contract.site.getTheme);
    expectTypeOf(operatorTheme).toEqualTypeOf<Theme>();
    themes.forEach((theme) => themeSchema.parse(theme));
    // Venues carry their own brands: at least one differs from the operator's theme, so the query reached the server.
    expect(themes.some((theme) => JSON.stringify(theme) !== JSON.stringify(operatorTheme))).toBe(true);
  });

  it('takes a route (what front ends use) as well as a definition, typed from the definition', async () => {
    const [first] = await callEndpoint(client, routes.site.listVenues);
    const venue = await callEndpoint(client, routes.site.getVenue, { params: { venue: first!.slug } });
    expectTypeOf(venue).toEqualTypeOf<Venue>();
    expect(venue).toEqual(first);
    const { status, data } = await sendEndpointRequest(client, routes.site.getTheme, { query: { venue: first!.slug } });
    expectTypeOf(data).toEqualTypeOf<Theme>();
    expect(status).toBe(200);
    expect(data).toEqual(await callEndpoint(client, contract.site.getTheme, { query: { venue: first!.slug } }));
  });

  it('gives the success status too', async () => {
    const { status, data } = await sendEndpointRequest(client, contract.site.getFooter);
    expect(status).toBe(200);
    expect(typeof data.html).toBe('string');
  });

  it('answers undefined for 204 No Content (no envelope to unwrap)', async () => {
    server.use(
      http.delete(`${apiBaseUrl}/activities/sessions/:id/reminder`, () => new HttpResponse(null, { status: 204 })),
    );
    const answer = await sendEndpointRequest(client, contract.activities.cancelSessionReminder, {
      params: { sessionId: 1 },
    });
    expect(answer).toEqual({ status: 204, data: undefined });
  });
});

describe('callEndpoint envelopes and paths', () => {
  const unwrapped = defineEndpoint({
    id: 'geocodeForTest',
    method: 'GET',
    path: '/geocoding/{searchTerm}',
    tag: 'Test',
    summary: 'A hosted-geocoder shape without { data }',
    auth: 'none',
    params: z.object({ searchTerm: z.string() }),
    response: z.object({ features: z.array(z.object({ placeName: z.string() })) }),
    envelope: false,
  });

  it('returns the whole body of an endpoint marked envelope: false', async () => {
    server.use(
      http.get(`${apiBaseUrl}/geocoding/:term`, ({ params }) =>
        HttpResponse.json({ features: [{ place_name: decodeURIComponent(String(params.term)) }] }),
      ),
    );
    const answer = await callEndpoint(client, unwrapped, { params: { searchTerm: 'St Albans' } });
    expect(answer).toEqual({ features: [{ placeName: 'St Albans' }] });
  });

  it('returns the whole body of a route marked envelope: false', async () => {
    const route: EndpointRoute<typeof unwrapped> = {
      id: unwrapped.id,
      method: 'GET',
      path: unwrapped.path,
      envelope: false,
    };
    server.use(http.get(`${apiBaseUrl}/geocoding/:term`, () => HttpResponse.json({ features: [] })));
    const answer = await callEndpoint(client, route, { params: { searchTerm: 'Leeds' } });
    expectTypeOf(answer).toEqualTypeOf<{ features: { placeName: string }[] }>();
    expect(answer).toEqual({ features: [] });
  });

  it('rejects an answer that lacks the envelope it should have', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.json({ id: 1 })));
    const failure = await callEndpoint(client, contract.site.getClient).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('getClient answered without the { data } envelope');
  });

  it('encodes path parameters', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${apiBaseUrl}/activities/venues/:venue`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'Unable to complete request, item not found.' }, { status: 404 });
      }),
    );
    await callEndpoint(client, contract.site.getVenue, { params: { venue: '../client?x=1' } }).catch(() => undefined);
    expect(seen).toEqual(['/api/activities/venues/..%2Fclient%3Fx%3D1']);
  });
});

describe('cancellation', () => {
  function slowClientAnswer() {
    const started = Promise.withResolvers<Request>();
    server.use(
      http.get(`${apiBaseUrl}/client`, async ({ request }) => {
        started.resolve(request);
        await delay(5_000);
        return HttpResponse.json({ data: {} });
      }),
    );
    return started.promise;
  }

  it('rejects an aborted call at once, as cancelled', async () => {
    const started = slowClientAnswer();
    const controller = new AbortController();
    const call = callEndpoint(client, contract.site.getClient, { signal: controller.signal });
    await started;
    const before = Date.now();
    controller.abort();
    const failure = await call.catch((error: unknown) => error);
    expect(Date.now() - before).toBeLessThan(1_000);
    expect(isCancelledRequest(failure)).toBe(true);
    expect(toApiError(failure).status).toBe(0);
  });

  it('never sends a call whose signal is already aborted', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request.url);
    });
    const controller = new AbortController();
    controller.abort();
    const failure = await callEndpoint(client, contract.site.getClient, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect(isCancelledRequest(failure)).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe('callEndpoint types', () => {
  it('asks for exactly what the contract needs', () => {
    const typeOnly = () => {
      // @ts-expect-error getVenue needs its path parameter
      void callEndpoint(client, contract.site.getVenue);
      // @ts-expect-error the venue slug is a string
      void callEndpoint(client, contract.site.getVenue, { params: { venue: 3 } });
      // @ts-expect-error getClient takes no query
      void callEndpoint(client, contract.site.getClient, { query: { venue: 'x' } });
      void callEndpoint(client, contract.site.getTheme);
      void callEndpoint(client, contract.site.getTheme, { query: {} });
      // The same holds for routes.
      // @ts-expect-error getVenue needs its path parameter
      void callEndpoint(client, routes.site.getVenue);
      // @ts-expect-error the venue slug is a string
      void callEndpoint(client, routes.site.getVenue, { params: { venue: 3 } });
      // @ts-expect-error getClient takes no query
      void callEndpoint(client, routes.site.getClient, { query: { venue: 'x' } });
      // @ts-expect-error log-in needs a body
      void callEndpoint(client, routes.auth.login);
      void callEndpoint(client, routes.auth.login, { body: { username: 'a', password: 'b' } });
      void callEndpoint(client, routes.site.getTheme);
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
