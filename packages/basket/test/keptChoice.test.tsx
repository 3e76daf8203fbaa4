import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionLines } from '@leisure/test-support';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { cartApi, useGetCartQuery } from '@leisure/api-client/endpoints/cartApi';
import { forgetSession, renderWithProviders, sessionToken, testApiBaseUrl } from '@leisure/app-store/testing';
import { endSession } from '@leisure/auth';
import {
  KEPT_CHOICE_KEY,
  KeptBasketChoice,
  keepBasketChoice,
  keptChoiceTexts,
  MAX_KEPT_CHOICES,
  readKeptBasketChoice,
  useAddToBasket,
  useKeptChoiceCount,
  type BasketChoice,
} from '../src/index.ts';
import { bookableSession, choiceOf, logInWithEmptyBasket, type BookableSession } from './support/basketFixtures.ts';
import { server } from './support/mswServer.ts';
import { useSandbox } from './support/sandboxApi.ts';

const sandbox = useSandbox();

beforeEach(() => {
  forgetSession();
  sessionStorage.clear();
});

function AddButton({ choice, label }: { choice: BasketChoice; label: string }) {
  const { addToBasket } = useAddToBasket();
  return (
    <button type="button" onClick={() => void addToBasket([choice])}>
      {label}
    </button>
  );
}

/** The header's badge as the layout reads it: the customer's own basket entry. */
function BasketCount() {
  const { data } = useGetCartQuery(undefined);
  return <p>In the basket: {data?.items.length ?? 'loading'}</p>;
}

const bearer = () => ({ Authorization: `Bearer ${sessionToken() ?? ''}` });

function KeptCount() {
  return <p>Kept: {useKeptChoiceCount()}</p>;
}

/** A venue page with two sessions to add, the app's KeptBasketChoice and a badge-like count. */
function renderTimetable(first: BasketChoice, second: BasketChoice) {
  return renderWithProviders(
    <>
      <KeptBasketChoice />
      <Routes>
        <Route
          path="/location/:venue"
          element={
            <>
              <AddButton choice={first} label="Add first to basket" />
              <AddButton choice={second} label="Add second to basket" />
              <KeptCount />
            </>
          }
        />
      </Routes>
    </>,
    { route: '/location/leeds-city?date=2026-11-25' },
  );
}

/** "Aqua Fit, Tue 25 Nov at 07:00" as the dialog names a session. */
function labelOf(session: BookableSession): RegExp {
  const row = sandbox
    .sandbox()
    .services.db.prepare('SELECT starts_at FROM activity_sessions WHERE id = ?')
    .get(session.id) as { starts_at: string };
  const startsAt = new Date(row.starts_at);
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/London',
  })
    .format(startsAt)
    .replace(',', '');
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(startsAt);
  return new RegExp(`${session.name}, ${day} at ${time}`);
}

/** Two sessions kept while logged out; then the visitor logs in, with an empty basket. */
async function twoKeptThenLoggedIn() {
  const first = bookableSession(sandbox.sandbox(), { skip: 1 });
  const second = bookableSession(sandbox.sandbox(), { skip: 2 });
  keepBasketChoice([choiceOf(first)]);
  keepBasketChoice([choiceOf(second)]);
  await logInWithEmptyBasket();
  return { first, second };
}

describe("a visitor's Add to basket (docs/product/bookings.md D21, decision 0321)", () => {
  it('keeps the choice and asks them to log in without leaving the page', async () => {
    const session = bookableSession(sandbox.sandbox());
    const choice = choiceOf(session);
    renderTimetable(choice, choiceOf(bookableSession(sandbox.sandbox(), { skip: 1 })));

    await userEvent.click(screen.getByRole('button', { name: 'Add first to basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to book' });
    expect(await within(dialog).findByText(labelOf(session))).toHaveTextContent(/^We'll keep .* in your basket\.$/);
    expect(readKeptBasketChoice()).toEqual([choice]);
    expect(screen.getByText('Kept: 1')).toBeInTheDocument();

    const redirect = encodeURIComponent('/location/leeds-city?date=2026-11-25');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${redirect}`);
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?redirect=${redirect}`,
    );
    expect(dialog).toHaveFocus();
  });

  it('closes with Keep choosing or Escape, and later Adds append with a toast', async () => {
    const first = choiceOf(bookableSession(sandbox.sandbox()));
    const second = choiceOf(bookableSession(sandbox.sandbox(), { skip: 1 }));
    renderTimetable(first, second);

    await userEvent.click(screen.getByRole('button', { name: 'Add first to basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to book' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep choosing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add second to basket' }));
    expect(await screen.findByText(keptChoiceTexts.kept)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readKeptBasketChoice()).toEqual([first, second]);
    expect(screen.getByText('Kept: 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add first to basket' }));
    expect(await screen.findByText(keptChoiceTexts.alreadyKept)).toBeInTheDocument();
    expect(readKeptBasketChoice()).toEqual([first, second]);

    sessionStorage.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Add second to basket' }));
    await screen.findByRole('dialog', { name: 'Log in to book' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a session once per person, and at most MAX_KEPT_CHOICES', () => {
    const choice: BasketChoice = { type: 'session', id: 1, pricingOptionId: 2 };
    expect(keepBasketChoice([choice])).toBe('kept');
    expect(keepBasketChoice([{ ...choice, pricingOptionId: 3 }])).toBe('alreadyKept');
    expect(keepBasketChoice([{ ...choice, purchasedForUserId: 7 }])).toBe('kept');
    for (let id = 2; id <= MAX_KEPT_CHOICES - 1; id += 1) keepBasketChoice([{ ...choice, id }]);
    expect(readKeptBasketChoice()).toHaveLength(MAX_KEPT_CHOICES);
    expect(keepBasketChoice([{ ...choice, id: 99 }])).toBe('full');
    expect(readKeptBasketChoice()).toHaveLength(MAX_KEPT_CHOICES);
  });

  it('says so when the kept choice is full', async () => {
    for (let id = 1; id <= MAX_KEPT_CHOICES; id += 1) keepBasketChoice([{ type: 'session', id, pricingOptionId: 1 }]);
    renderTimetable(choiceOf(bookableSession(sandbox.sandbox())), choiceOf(bookableSession(sandbox.sandbox())));
    await userEvent.click(screen.getByRole('button', { name: 'Add first to basket' }));
    expect(await screen.findByText(keptChoiceTexts.full)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds everything kept in one call once the visitor is logged in, then forgets it', async () => {
    const { first, second } = await twoKeptThenLoggedIn();
    const { store } = renderWithProviders(<KeptBasketChoice />);

    expect(await screen.findByText('Successfully added item to the basket.')).toBeInTheDocument();
    expect(sessionStorage.getItem(KEPT_CHOICE_KEY)).toBeNull();
    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate(undefined)).unwrap();
    expect(
      sessionLines(cart.items)
        .map((item) => item.session.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
  });

  it('keeps what it added when the header read the empty basket just before and its answer comes after', async () => {
    await twoKeptThenLoggedIn();
    // The empty basket as the server read it, delivered only after the add has answered.
    const emptyBasket = await (await fetch(`${testApiBaseUrl}/cart`, { headers: bearer() })).text();
    server.use(
      http.get(
        `${testApiBaseUrl}/cart`,
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return new HttpResponse(emptyBasket, { headers: { 'Content-Type': 'application/json' } });
        },
        { once: true },
      ),
    );
    renderWithProviders(
      <>
        <BasketCount />
        <KeptBasketChoice />
      </>,
    );

    expect(await screen.findByText('Successfully added item to the basket.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('In the basket: 2')).toBeInTheDocument(), { timeout: 2_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText('In the basket: 2')).toBeInTheDocument();
  });

  it("adds a visitor's guessed price at the customer's own price", async () => {
    // A swim open to juniors and adults: the visitor's cheapest guess is Junior, the customer's own price is not.
    let skip = 0;
    let session = bookableSession(sandbox.sandbox(), { category: 'swimming', price: 'Junior' });
    while (session.prices.Adult === undefined) {
      skip += 1;
      session = bookableSession(sandbox.sandbox(), { category: 'swimming', price: 'Junior', skip });
    }
    keepBasketChoice([choiceOf(session, 'Junior')]);
    await logInWithEmptyBasket();
    const { store } = renderWithProviders(<KeptBasketChoice />);

    expect(await screen.findByText('Successfully added item to the basket.')).toBeInTheDocument();
    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate(undefined)).unwrap();
    expect(sessionLines(cart.items).map((item) => item.session.id)).toEqual([session.id]);
    expect(sessionLines(cart.items)[0]?.pricingOption.name).not.toBe('Junior');
  });

  it('adds the rest when the basket refuses one, naming the refusal in its own words', async () => {
    const first = bookableSession(sandbox.sandbox(), { skip: 1 });
    const cancelled = bookableSession(sandbox.sandbox(), { skip: 2 });
    sandbox
      .sandbox()
      .services.db.prepare("UPDATE activity_sessions SET status = 'cancelled' WHERE id = ?")
      .run(cancelled.id);
    keepBasketChoice([choiceOf(cancelled)]);
    keepBasketChoice([choiceOf(first)]);
    await logInWithEmptyBasket();
    const { store } = renderWithProviders(<KeptBasketChoice />);

    expect(await screen.findByText('Successfully added item to the basket.')).toBeInTheDocument();
    expect((await screen.findAllByText(`${cancelled.name} on this date has been cancelled.`))[0]).toBeInTheDocument();
    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate(undefined)).unwrap();
    expect(sessionLines(cart.items).map((item) => item.session.id)).toEqual([first.id]);
    expect(sessionStorage.getItem(KEPT_CHOICE_KEY)).toBeNull();
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
