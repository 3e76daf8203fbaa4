import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { contract, routes, type Client, type Theme, type Venue } from '@leisure/api-contract';
import {
  baseApi,
  endpointQuery,
  isApiUnreachable,
  itemTags,
  KEPT_COPY_HEADER,
  listTag,
  listTags,
  subscribeToConnection,
  type ApiError,
  type QueryArgOf,
} from '../src/index.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';
import { useTestStore } from './support/testStore.ts';

// What a feature package does: inject its endpoints into the shared API.
const siteApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getSiteClient: builder.query({
      ...endpointQuery(contract.site.getClient),
      providesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    getSiteTheme: builder.query({ ...endpointQuery(contract.site.getTheme), providesTags: ['Theme'] }),
    getSiteVenues: builder.query({
      ...endpointQuery(contract.site.listVenues),
      providesTags: (venues) => listTags('Venue', venues),
    }),
    getSiteVenue: builder.query({
      ...endpointQuery(contract.site.getVenue),
      providesTags: (venue) => (venue ? [{ type: 'Venue', id: venue.id }] : []),
    }),
    // Front ends give the route: the same types, without the schemas.
    getSiteVenueByRoute: builder.query({
      ...endpointQuery(routes.site.getVenue),
      providesTags: (venue) => (venue ? [{ type: 'Venue', id: venue.id }] : []),
    }),
  }),
});

const store = useTestStore();

describe('baseApi with contract endpoints', () => {
  const sandbox = useSandbox();

  it('answers an injected query with the unwrapped, camelCase data', async () => {
    const result = await store().dispatch(siteApi.endpoints.getSiteClient.initiate());
    expectTypeOf(result.data).toEqualTypeOf<Client | undefined>();
    expect(result.isSuccess).toBe(true);
    expect(result.data).toMatchObject({ id: expect.any(Number), currencySymbol: expect.any(String) });
  });

  it('passes path parameters and query through', async () => {
    const venues = await store().dispatch(siteApi.endpoints.getSiteVenues.initiate()).unwrap();
    const slug = venues[0]!.slug;
    const venue = await store()
      .dispatch(siteApi.endpoints.getSiteVenue.initiate({ params: { venue: slug } }))
      .unwrap();
    expect(venue).toEqual(venues[0]);
    const theme = await store()
      .dispatch(siteApi.endpoints.getSiteTheme.initiate({ query: { venue: slug } }))
      .unwrap();
    expectTypeOf(theme).toEqualTypeOf<Theme>();
    expect(theme.themeAppPrimaryColour).toMatch(/^#[0-9a-fA-F]{6}$/);
  });

  it('answers a query injected with a route like one injected with the definition', async () => {
    const venues = await store().dispatch(siteApi.endpoints.getSiteVenues.initiate()).unwrap();
    const args = { params: { venue: venues[0]!.slug } };
    expectTypeOf<QueryArgOf<typeof routes.site.getVenue>>().toEqualTypeOf<QueryArgOf<typeof contract.site.getVenue>>();
    const byRoute = await store().dispatch(siteApi.endpoints.getSiteVenueByRoute.initiate(args));
    expectTypeOf(byRoute.data).toEqualTypeOf<Venue | undefined>();
    expect(byRoute.data).toEqual(venues[0]);
  });

  it('gives a failure as an ApiError', async () => {
    sandbox.injectFault({ path: '/client', status: 419 });
    const result = await store().dispatch(siteApi.endpoints.getSiteClient.initiate());
    expectTypeOf(result.error).toEqualTypeOf<ApiError | import('@reduxjs/toolkit').SerializedError | undefined>();
    expect(result.error).toEqual({ status: 419, message: 'Session expired.', validationMessages: {} });
  });

  it('aborts the HTTP request when the query is aborted', async () => {
    const aborted = Promise.withResolvers<boolean>();
    server.use(
      http.get(`${apiBaseUrl}/client`, async ({ request }) => {
        request.signal.addEventListener('abort', () => aborted.resolve(true));
        await delay(5_000);
        return HttpResponse.json({ data: {} });
      }),
    );
    const query = store().dispatch(siteApi.endpoints.getSiteClient.initiate());
    await delay(50);
    query.abort();
    const result = await query;
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ name: 'AbortError' });
    expect(await Promise.race([aborted.promise, delay(1_000).then(() => false)])).toBe(true);
  });
});

// What the session calls of @leisure/auth do: a call retried when no answer came, a call with a token of its own.
const retryingApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getClientRetried: builder.mutation({
      ...endpointQuery(routes.site.getClient),
      extraOptions: { retryNoAnswerAfterMs: 50 },
    }),
    getClientAs: builder.mutation({
      query: (bearerToken: string) => ({ endpoint: routes.site.getClient, bearerToken }),
    }),
  }),
});

describe('the base query options', () => {
  useSandbox();

  const clientCalls = () => {
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url === `${apiBaseUrl}/client`)
        seen.push(request.headers.get('authorization'));
    });
    return seen;
  };

  it('sends a call that got no answer once more, after the delay an endpoint names', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.error(), { once: true }));
    const calls = clientCalls();
    const result = await store().dispatch(retryingApi.endpoints.getClientRetried.initiate());
    expect(result.data).toMatchObject({ id: expect.any(Number) });
    expect(calls).toHaveLength(2);
  });

  it('does not send an answered call again, even an error answer', async () => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.json({}, { status: 500 })));
    const calls = clientCalls();
    const result = await store().dispatch(retryingApi.endpoints.getClientRetried.initiate());
    expect(result.error).toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it("sends the token a call names rather than the page's", async () => {
    const calls = clientCalls();
    await store().dispatch(retryingApi.endpoints.getClientAs.initiate('token-of-a-session-ended-here'));
    expect(calls).toEqual(['Bearer token-of-a-session-ended-here']);
  });
});

describe('baseApi set-up', () => {
  it('says how to give it the HTTP client', async () => {
    const bare = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    });
    const result = await bare.dispatch(siteApi.endpoints.getSiteClient.initiate());
    expect(result.error).toMatchObject({ message: expect.stringContaining('No HTTP client') });
    // RTK Query reports the thrown error on the console too; that is the point here, so it does not fail the test.
    expect(vi.mocked(console.error)).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });
});

describe('tags', () => {
  it('lists one tag per item plus LIST, and just LIST without items', () => {
    expect(listTags('Venue', [{ id: 3 }, { id: 7 }])).toEqual([
      { type: 'Venue', id: 3 },
      { type: 'Venue', id: 7 },
      { type: 'Venue', id: 'LIST' },
    ]);
    expect(listTags('Order', undefined)).toEqual([listTag('Order')]);
    expect(listTags('Order', [{ reference: 'O-1' }], (order) => order.reference)).toEqual([
      { type: 'Order', id: 'O-1' },
      { type: 'Order', id: 'LIST' },
    ]);
  });

  it("tags one item with its own tag and its list's LIST", () => {
    expect(itemTags('Session', 12)).toEqual([
      { type: 'Session', id: 12 },
      { type: 'Session', id: 'LIST' },
    ]);
  });

  it('types query arguments from the contract', () => {
    expectTypeOf<QueryArgOf<typeof contract.site.getClient>>().toExtend<void | object>();
    expectTypeOf<{ params: { venue: string } }>().toExtend<QueryArgOf<typeof contract.site.getVenue>>();
    expectTypeOf<void>().not.toExtend<QueryArgOf<typeof contract.site.getVenue>>();
  });
});

describe('whether the API can be reached (docs/decisions/0037)', () => {
  useSandbox();
  const theme = (venue: string) => store().dispatch(siteApi.endpoints.getSiteTheme.initiate({ query: { venue } }));

  it('is lost when a call gets no answer at all, and found again by any answer, even an error', async () => {
    await store().dispatch(siteApi.endpoints.getSiteClient.initiate());
    expect(isApiUnreachable()).toBe(false);

    server.use(http.get(`${apiBaseUrl}/frontend/theme`, () => HttpResponse.error(), { once: true }));
    const seen = vi.fn();
    const stop = subscribeToConnection(seen);
    expect((await theme('nowhere')).error).toMatchObject({ status: 0 });
    expect(isApiUnreachable()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);

    server.use(http.get(`${apiBaseUrl}/frontend/theme`, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    expect((await theme('somewhere')).error).toMatchObject({ status: 500 });
    expect(isApiUnreachable()).toBe(false);
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is lost when the answer is the service worker’s kept copy, the network not having answered', async () => {
    await store().dispatch(siteApi.endpoints.getSiteClient.initiate());
    expect(isApiUnreachable()).toBe(false);

    // The worker's copy: the sandbox's own answer, marked.
    const [venue] = await store().dispatch(siteApi.endpoints.getSiteVenues.initiate()).unwrap();
    const { data: answer } = await theme(venue!.slug);
    server.use(
      http.get(
        `${apiBaseUrl}/frontend/theme`,
        () => HttpResponse.json({ data: answer }, { headers: { [KEPT_COPY_HEADER]: '1' } }),
        {
          once: true,
        },
      ),
    );
    const kept = await theme(`${venue!.slug}-kept`);
    expect(kept.data?.themeAppPrimaryColour).toMatch(/^#/);
    expect(isApiUnreachable()).toBe(true);

    await store().dispatch(siteApi.endpoints.getSiteClient.initiate(undefined, { forceRefetch: true }));
    expect(isApiUnreachable()).toBe(false);
  });
});
