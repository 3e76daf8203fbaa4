import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { joiningApi } from '../src/endpoints/joiningApi.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl } from './support/sandboxApi.ts';
import { useTestStore } from './support/testStore.ts';

const cartPath = `${apiBaseUrl}/memberships/online-joining`;
/** Enough of a stored cart to tell it apart (the cache holds the answer as sent, camel-cased). */
const storedCart = { id: 7, home_venue: { slug: 'leeds-city' } };

const store = useTestStore();

describe('the joining cart in the cache', () => {
  it('holds the stored cart as soon as storing answers, not the "no cart" from before, while it is fetched again', async () => {
    server.use(http.get(cartPath, () => HttpResponse.json({ data: null })));
    const subscription = store().dispatch(joiningApi.endpoints.getJoiningCart.initiate(undefined));
    expect(await subscription.unwrap()).toBeNull();

    // The refetch the store asks for is slow: a page opened meanwhile (the checkout) reads the cache.
    server.use(
      http.get(cartPath, async () => {
        await delay(2_000);
        return HttpResponse.json({ data: storedCart });
      }),
      http.post(`${cartPath}/store`, () => HttpResponse.json({ data: storedCart }, { status: 201 })),
    );
    await store()
      .dispatch(joiningApi.endpoints.storeJoiningCart.initiate({ body: {} as never }))
      .unwrap();

    const cached = () => joiningApi.endpoints.getJoiningCart.select(undefined)(store().getState());
    await vi.waitFor(() => expect(cached().data).toEqual({ id: 7, homeVenue: { slug: 'leeds-city' } }), {
      timeout: 1_000,
    });
    expect(cached().status, 'the refetch is still on its way').toBe('pending');
    subscription.unsubscribe();
  });
});
