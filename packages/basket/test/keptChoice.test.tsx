import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartApi } from '@leisure/api-client/endpoints/cartApi';
import { forgetSession, renderWithProviders } from '@leisure/app-store/testing';
import { endSession } from '@leisure/auth';
import {
  KEPT_CHOICE_KEY,
  KeptBasketChoice,
  keepBasketChoice,
  readKeptBasketChoice,
  useAddToBasket,
  type BasketChoice,
} from '../src/index.ts';
import { bookableSession, choiceOf, logInWithEmptyBasket } from './support/basketFixtures.ts';
import { useSandbox } from './support/sandboxApi.ts';

const sandbox = useSandbox();

beforeEach(() => {
  forgetSession();
  sessionStorage.clear();
});

function AddButton({ choice }: { choice: BasketChoice }) {
  const { addToBasket } = useAddToBasket();
  return (
    <button type="button" onClick={() => void addToBasket([choice])}>
      Add to basket
    </button>
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

describe("a visitor's Add to basket (docs/product/bookings.md D21)", () => {
  it('keeps the choice and goes to log in, coming back to the page', async () => {
    const choice = choiceOf(bookableSession(sandbox.sandbox()));
    renderWithProviders(
      <Routes>
        <Route path="/location/:venue" element={<AddButton choice={choice} />} />
        <Route path="/login" element={<WhereAmI />} />
      </Routes>,
      { route: '/location/leeds-city?date=2026-11-25' },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(
      await screen.findByText(`At /login?redirect=${encodeURIComponent('/location/leeds-city?date=2026-11-25')}`),
    ).toBeInTheDocument();
    expect(readKeptBasketChoice()).toEqual([choice]);
  });

  it('is added once the visitor is logged in, then forgotten', async () => {
    const session = bookableSession(sandbox.sandbox(), { skip: 1 });
    keepBasketChoice([choiceOf(session)]);
    await logInWithEmptyBasket();
    const { store } = renderWithProviders(<KeptBasketChoice />);

    expect(await screen.findByText('Successfully added item to the basket.')).toBeInTheDocument();
    expect(sessionStorage.getItem(KEPT_CHOICE_KEY)).toBeNull();
    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate(undefined)).unwrap();
    expect(cart.items.map((item) => item.session.id)).toEqual([session.id]);
  });

  it('is forgotten on log-out', async () => {
    await logInWithEmptyBasket();
    const { store } = renderWithProviders(<KeptBasketChoice />);
    keepBasketChoice([choiceOf(bookableSession(sandbox.sandbox(), { skip: 2 }))]);

    act(() => {
      store.dispatch(endSession());
    });
    await waitFor(() => expect(sessionStorage.getItem(KEPT_CHOICE_KEY)).toBeNull());
  });

  it('ignores anything stored that is not a choice', () => {
    sessionStorage.setItem(KEPT_CHOICE_KEY, JSON.stringify([{ type: 'membership', id: 1 }]));
    expect(readKeptBasketChoice()).toEqual([]);
    sessionStorage.setItem(KEPT_CHOICE_KEY, '{not json');
    expect(readKeptBasketChoice()).toEqual([]);
  });
});
