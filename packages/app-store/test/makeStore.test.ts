import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { sessionEnded, sessionStarted, TOKEN_COOKIE } from '@leisure/auth';
import { makeStore, rootReducer, type RootState } from '../src/index.ts';
import { createTestEnvironment } from '../src/testing/index.ts';

// An app's own slice, added as the apps add theirs.
const basketSlice = createSlice({
  name: 'testBasket',
  initialState: { itemIds: [] as number[] },
  reducers: {
    itemAdded: (state, action: { payload: number }) => {
      state.itemIds.push(action.payload);
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => ({ itemIds: [] })),
  selectors: { selectItemCount: (state) => state.itemIds.length },
});
declare module '../src/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging, as an app does it
  interface LazyLoadedSlices extends WithSlice<typeof basketSlice> {}
}
const injectedBasket = basketSlice.injectInto(rootReducer);

describe('makeStore', () => {
  it('holds the RTK Query cache, auth, toasts and the session flags', () => {
    const store = makeStore(createTestEnvironment());
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['api', 'auth', 'toasts', 'session']));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().toasts.toasts).toEqual([]);
  });

  it('starts logged in when the shared cookie holds a token', () => {
    document.cookie = `${TOKEN_COOKIE}=token-from-another-front-end; path=/`;
    const store = makeStore(createTestEnvironment());
    expect(store.getState().auth).toMatchObject({ token: 'token-from-another-front-end', sessionId: 1 });
  });

  it('reads the kiosk, embedded and centre flags from the URL it opened with', () => {
    const store = makeStore({ ...createTestEnvironment(), search: '?kiosk=true&centre=leeds-central&utm=x' });
    expect(store.getState().session).toEqual({ kiosk: true, embedded: false, centre: 'leeds-central' });
  });

  it('lets preloaded state win', () => {
    const store = makeStore({
      ...createTestEnvironment(),
      search: '?kiosk=true',
      preloadedState: { session: { kiosk: false, embedded: true, centre: null } },
    });
    expect(store.getState().session).toEqual({ kiosk: false, embedded: true, centre: null });
  });

  it("takes an app's own slices, which can clear themselves when the session ends", () => {
    const store = makeStore(createTestEnvironment());
    store.dispatch(sessionStarted({ token: 't' }));
    store.dispatch(basketSlice.actions.itemAdded(7));
    store.dispatch(basketSlice.actions.itemAdded(9));
    expect(injectedBasket.selectors.selectItemCount(store.getState())).toBe(2);
    store.dispatch(sessionEnded());
    expect(injectedBasket.selectors.selectItemCount(store.getState())).toBe(0);
    expectTypeOf<RootState['testBasket']>().toEqualTypeOf<{ itemIds: number[] } | undefined>();
  });
});
